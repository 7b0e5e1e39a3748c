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
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
