import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table, gathered at the composition root (the platform knows no feature's tables).
  schema: './src/schema.ts',
  out: './drizzle',
});
