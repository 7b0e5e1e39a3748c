// hls.js's light build (no subtitles, alternate audio or DRM) ships without its own type entry: same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
