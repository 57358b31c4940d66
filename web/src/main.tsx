import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import { IconNames, Icons, IconSize } from '@blueprintjs/icons';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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

// Blueprint fetches its icon paths lazily, one chunk per size, on the first icon drawn: a cold load showed
// empty boxes until they arrived. Both chunks (≈100 KB gzipped each) load in parallel before the first render;
// if they fail the app still renders, with the boxes. (Icons.loadAll() resolves before its loads finish.)
const everyIcon = Object.values(IconNames);
void Promise.all([Icons.load(everyIcon, IconSize.STANDARD), Icons.load(everyIcon, IconSize.LARGE)]).finally(render);
