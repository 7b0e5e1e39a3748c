import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { catalogueModules } from './vite-catalogues.js';

export default defineConfig({
  plugins: [react(), catalogueModules()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Tests that type through user-event and wait for page chunks take over Vitest's 5 s default when the two
    // cores are shared with the API tests' servers; a timeout is a safety net here, never a speed check.
    testTimeout: 20_000,
  },
});
