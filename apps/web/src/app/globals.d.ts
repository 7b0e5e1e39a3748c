/** Build version, set by Vite (`define`). */
declare const __APP_VERSION__: string;
