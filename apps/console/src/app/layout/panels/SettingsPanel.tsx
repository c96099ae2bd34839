import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from '@om/i18n';
import { SettingsDrawer } from '@om/ui';
import { changeSetting, selectSettings } from '@om/shell-state';
import { applyAndRememberThemeColour } from '../../appearance';
import type { RootState } from '../../store';

/** The settings drawer wired to the shell state (loaded when first opened). */
export function SettingsPanel({ onClose }: { onClose(): void }) {
  const dispatch = useDispatch();
  const settings = useSelector((state: RootState) => selectSettings(state));
  const { i18n } = useTranslation();
  return (
    <SettingsDrawer
      settings={settings}
      chinese={i18n.language === 'zh'}
      onChange={(change) => {
        // At once, with the palette code loaded along with this drawer: no request when a colour is picked.
        if (change.key === 'theme') applyAndRememberThemeColour(change.value);
        dispatch(changeSetting(change));
      }}
      onClose={onClose}
    />
  );
}
