import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useLazySearchRecordsQuery, useListNotificationsQuery } from '@om/api';
import { selectProfile, useLogout } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ErrorLogButton, HeaderSearch, LanguageMenu, MessageBell, ShellIcon, Shortcuts, SizeMenu, UserMenu, type MenuSearchEntry, type RecordSearch } from '@om/ui';
import { clearAllViews, clearErrorLog, selectErrorLogs, selectSettings, setLanguage, setSize } from '@om/shell-state';
import { useLanguage } from '../../shared/language/useLanguage';
import { WALLBOARD_PATH } from '../../shared/routing/external';
import { appStateOf, type RootState } from '../store';
import { toRecordGroups } from './recordSearch';
import { useAvatarSrc } from '../../shared/avatar/StoredAvatar';

const SettingsPanel = lazy(() => import('./panels/SettingsPanel').then((m) => ({ default: m.SettingsPanel })));
const ScopeFilterPanel = lazy(() => import('./panels/ScopeFilterPanel').then((m) => ({ default: m.ScopeFilterPanel })));

type Panel = 'settings' | 'filter' | undefined;

export interface HeaderControlsProps {
  /** The pages the header search offers. */
  searchEntries: readonly MenuSearchEntry[];
}

/** The right side of the top bar. */
export function HeaderControls({ searchEntries }: HeaderControlsProps) {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const profile = useSelector((state: RootState) => selectProfile(state));
  const avatarSrc = useAvatarSrc(profile?.avatar);
  const settings = useSelector((state: RootState) => selectSettings(state));
  const size = useSelector((state: RootState) => appStateOf(state).size);
  const errorLogs = useSelector((state: RootState) => selectErrorLogs(state));
  const navigate = useNavigate();
  const logout = useLogout();
  const language = useLanguage();
  const notifications = useListNotificationsQuery({ limit: 1 });
  const [panel, setPanel] = useState<Panel>();
  const [searchRecords] = useLazySearchRecordsQuery();
  const records = useCallback<RecordSearch>(
    async (q) => toRecordGroups((await searchRecords({ q }, true).unwrap()).groups, (key) => t(key, { ns: 'route' })),
    [searchRecords, t],
  );

  return (
    <>
      <HeaderSearch
        entries={searchEntries}
        pinyin={language.current === 'zh' && settings.supportPinyinSearch}
        records={records}
        onNavigate={(path) => void navigate(path)}
      />
      <MessageBell unread={notifications.data?.unread} />
      <IconButton variant="ghost" size="sm" aria-label={t('filter.button')} aria-haspopup="dialog" onClick={() => setPanel('filter')}>
        <ShellIcon name="filter" size="18px" />
      </IconButton>
      <Shortcuts wallboard={WALLBOARD_PATH} />
      <ErrorLogButton logs={errorLogs} onClear={() => dispatch(clearErrorLog())} />
      <LanguageMenu
        current={language.current}
        onSelect={(next) => {
          language.select(next);
          dispatch(setLanguage(next));
        }}
      />
      <SizeMenu current={size} onSelect={(next) => dispatch(setSize(next))} />
      <IconButton variant="ghost" size="sm" aria-label={t('settings.button')} aria-haspopup="dialog" onClick={() => setPanel('settings')}>
        <ShellIcon name="settings" size="18px" />
      </IconButton>
      <UserMenu
        name={profile?.name || profile?.username || ''}
        avatar={avatarSrc}
        onProfile={() => void navigate('/profile/index')}
        onLogout={() => {
          dispatch(clearAllViews());
          void logout();
        }}
      />
      <Suspense fallback={null}>
        {panel === 'settings' && <SettingsPanel onClose={() => setPanel(undefined)} />}
        {panel === 'filter' && <ScopeFilterPanel onClose={() => setPanel(undefined)} />}
      </Suspense>
    </>
  );
}
