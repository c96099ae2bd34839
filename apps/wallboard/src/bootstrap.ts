import { configureApi, loadHostConfigs, pickHostConfig, type HostConfig } from '@om/api';
import { getToken, removeToken } from '@om/auth';
import { applyDocumentLanguage, createI18n, detectLanguage, loadLanguage, readLanguageCookie, type I18n } from '@om/i18n';
import { describeFailure, showError } from '@om/ui';
import { createWallboardStore, type WallboardStore } from './app/store';
import { sendToSignIn } from './shared/signIn';

export interface Boot {
  host: HostConfig;
  i18n: I18n;
  store: WallboardStore;
}


/** Undefined when there is no session: the visitor is on the way to the console's sign-in page. */
export async function bootstrap(): Promise<Boot | undefined> {
  if (!getToken()) {
    sendToSignIn(window.location);
    return undefined;
  }
  const language = detectLanguage(readLanguageCookie(), navigator.languages);
  const [configs, resources] = await Promise.all([loadHostConfigs(), loadLanguage(language)]);
  const host = pickHostConfig(configs, window.location.hostname);
  const i18n = createI18n(language, resources);
  applyDocumentLanguage(language);

  configureApi({
    baseUrl: host.uri,
    getToken,
    // The wallboard has no /401 page of its own; the console's explains it.
    navigate: (path) => window.location.assign(path),
    toast: (notice) => showError(describeFailure(i18n.t, notice), notice.durationMs),
    onSessionOver: () => {
      removeToken();
      sendToSignIn(window.location);
    },
  });
  return { host, i18n, store: createWallboardStore() };
}
