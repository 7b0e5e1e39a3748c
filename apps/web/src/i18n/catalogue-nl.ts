// The nl catalogue as one chunk, fetched only when the app speaks nl (see index.ts).
const files = import.meta.glob<Record<string, unknown>>('./locales/nl/*.json', { eager: true, import: 'default' });
export default files;
