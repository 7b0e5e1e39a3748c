import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
// After the core styles, as Mantine asks: without them the booth carousel and sliders stack their slides.
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n';
import { App } from './app/app';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
