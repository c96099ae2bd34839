import { Provider } from 'react-redux';
import type { HostConfig } from '@om/api';
import { I18nextProvider, type I18n } from '@om/i18n';
import { UiProvider } from '@om/ui';
import { KanBanScreen } from '../features/kan-ban/KanBanScreen';
import type { WallboardStore } from './store';

export interface AppProps {
  store: WallboardStore;
  i18n: I18n;
  host: HostConfig;
}

export function App({ store, i18n, host }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>
          <KanBanScreen host={host} />
        </UiProvider>
      </I18nextProvider>
    </Provider>
  );
}
