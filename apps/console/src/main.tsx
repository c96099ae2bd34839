import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './bootstrap';

const container = document.getElementById('root');
if (container) {
  void bootstrap().then((boot) =>
    createRoot(container).render(
      <StrictMode>
        <App {...boot} />
      </StrictMode>,
    ),
  );
}
