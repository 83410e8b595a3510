import './app/styles-critical.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { loadRestStyles } from './app/styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

preloadPage(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Not render-blocking: a stylesheet added by a script after the first render.
loadRestStyles().catch(() => undefined);
