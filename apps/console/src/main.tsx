import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getToken } from '@om/auth';
import { detectLanguage, readLanguageCookie } from '@om/i18n';
import { App } from './app/App';
import { createErrorCollector } from './app/errorLog';
import { preloadSignedIn } from './app/preload';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (container) {
  preloadSignedIn(window.location.pathname, getToken() !== undefined, detectLanguage(readLanguageCookie(), navigator.languages));
  void bootstrap().then((boot) => {
    const errors = createErrorCollector({ production: import.meta.env.PROD, dispatch: boot.store.dispatch, href: () => window.location.href });
    errors.listen(window);
    createRoot(container, { onUncaughtError: errors.onUncaughtError, onCaughtError: errors.onCaughtError }).render(
      <StrictMode>
        <App {...boot} />
      </StrictMode>,
    );
  });
}
