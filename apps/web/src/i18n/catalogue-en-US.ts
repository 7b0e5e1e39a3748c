// The en-US catalogue as one chunk, fetched only when the app speaks en-US (see index.ts).
const files = import.meta.glob<Record<string, unknown>>('./locales/en-US/*.json', { eager: true, import: 'default' });
export default files;
