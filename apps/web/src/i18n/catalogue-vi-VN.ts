// The vi-VN catalogue as one chunk, fetched only when the app speaks vi-VN (see index.ts).
const files = import.meta.glob<Record<string, unknown>>('./locales/vi-VN/*.json', { eager: true, import: 'default' });
export default files;
