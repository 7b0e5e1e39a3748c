// The de catalogue as one chunk, fetched only when the app speaks de (see index.ts).
const files = import.meta.glob<Record<string, unknown>>('./locales/de/*.json', { eager: true, import: 'default' });
export default files;
