import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectProfile, useLogout, type SessionRootState } from '@om/auth';
import { LanguageMenu, UserMenu } from '@om/ui';
import { useLanguage } from '../../shared/language/useLanguage';

export function HeaderControls() {
  const profile = useSelector((state: SessionRootState) => selectProfile(state));
  const navigate = useNavigate();
  const logout = useLogout();
  const language = useLanguage();
  return (
    <>
      <LanguageMenu current={language.current} onSelect={language.select} />
      <UserMenu
        name={profile?.name || profile?.username || ''}
        avatar={profile?.avatar}
        onProfile={() => navigate('/profile/index')}
        onLogout={() => void logout()}
      />
    </>
  );
}
