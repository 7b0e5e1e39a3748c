/** Build version, set by Vite (`define`). */
declare const __APP_VERSION__: string;

/** One language's catalogue areas of one part, `{ [area]: texts }` (vite-catalogues.ts). */
declare module 'virtual:catalogue/*' {
  const catalogue: Record<string, Record<string, unknown>>;
  export default catalogue;
}
