import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadEveryIcon } from './lib/icon-paths';
import { restoreSession } from './stores/session-store';

// A reload keeps the user signed in (spec 1 §9: the session lasts 1 day).
restoreSession();

const render = () => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

void loadEveryIcon().finally(render);
