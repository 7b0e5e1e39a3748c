import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
// After the core styles, as Mantine asks: without them the booth carousel and sliders stack their slides.
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { initI18n } from './i18n';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The app renders once the language it speaks is here (its catalogue is a chunk of its own); a catalogue
// that cannot be fetched still lets the app start and report what failed.
initI18n().then(render, (error: unknown) => {
  console.error('The texts of the app could not be loaded', error);
  render();
});
