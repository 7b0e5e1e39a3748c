import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const server = process.env.FOYER_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    chunkSizeWarningLimit: 900,
  },
});
