import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { catalogueChunkName, catalogueModules } from './vite-catalogues.js';

const server = process.env.FOYER_DEV_SERVER ?? 'http://localhost:3000';

/** Matches modules of the named npm packages (names may hold a regular expression part). */
const vendor = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
/** Matches modules under the named folders of Mantine core's build (`components/Input`, `core`). */
const mantineCore = (...folders: string[]) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](${folders.join('|').replaceAll('/', '[\\\\/]')})[\\\\/]`);

const config: UserConfig = {
  plugins: [
    react(),
    // Each language's texts in two chunks: what a signed-out first visit shows, and the rest (src/i18n/start-areas.ts).
    catalogueModules(),
    // Brotli and gzip copies of every text file over 1 KB, made once here at their best levels; the server
    // sends the one the browser accepts (Accept-Encoding) instead of compressing on every request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
    }),
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { __APP_VERSION__: JSON.stringify('2.30.0') },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/files': server,
      '/healthz': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: {
    // The oldest browsers the app supports (spec 1: Chrome 83, Edge 80, Firefox 80, Safari 11); older ones
    // get the unsupported-browser page, which index.html shows before this bundle runs.
    target: ['chrome83', 'edge80', 'firefox80', 'safari11'],
    sourcemap: true,
    // dist/.vite/manifest.json: which chunk imports which (bench/web-bundle and the build test read it; the
    // server never serves dot folders).
    manifest: true,
    chunkSizeWarningLimit: 900,
    // package.json's `sideEffects` names the only modules of the app that act on import (styles, polyfills):
    // a module none of whose exports a chunk uses is left out of it, so a feature's face (index.ts, a list of
    // re-exports) brings a page only what it uses of that feature (decision 0078).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // A language's texts: `catalogue-<locale>` (the first visit's areas) and `catalogue-<locale>-more`.
            { name: catalogueChunkName, debugName: 'catalogues', test: /virtual:catalogue|[\\/]i18n[\\/]locales[\\/]/, priority: 40 },
            // Libraries every page needs, in chunks of their own: they change only on upgrades, so browsers
            // keep them cached across releases. Libraries of one page (carousel, zoom) stay with that page.
            { name: 'react', test: vendor('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser'), priority: 30 },
            // Floating UI (Mantine's Popover, Tooltip, Menu, Combobox): alone, so that no small module every page
            // needs (Rolldown would put Mantine's direction context here) drags it into the entry page.
            { name: 'floating-ui', test: vendor('@floating-ui/[^/]+'), priority: 20 },
            // The rest of what every page runs before it renders (`$initial`: what index.html's script imports
            // statically): its libraries in one chunk (i18next, TanStack Query, Mantine's provider and
            // basics), kept across releases, and its app code in the entry chunk. Every visit loads all of it
            // anyway, and one chunk packs a third smaller than thirty small ones (decision 0018).
            { name: 'start-libs', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 5 },
            { name: 'index', tags: ['$initial'], priority: 4 },
            // Mantine's form basics and the rest of its core, which nearly every page shows (the entry page's
            // form among them): one chunk instead of fifteen small ones, each compressing poorly alone.
            { name: 'mantine-basics', test: mantineCore('core', 'utils', 'components/(Input|InputBase|TextInput|Checkbox|InlineInput|CloseButton|Alert|Badge|Group|Anchor|Tabs)'), priority: 3 },
            // Loaded by the realtime client with the first connection (signed in, in an event).
            { name: 'socket-io', test: vendor('socket.io-client', 'socket.io-parser', 'engine.io-client', 'engine.io-parser', '@socket.io/[^/]+', 'xmlhttprequest-ssl'), priority: 10 },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always a production build: NODE_ENV=development left in the environment (the shell of
  // `npm start`, a .env file) would otherwise ship React's development build, 1.7 times the size and slower.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
