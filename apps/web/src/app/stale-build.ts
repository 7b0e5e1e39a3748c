const reloadedAtKey = 'foyer.reloaded-for-new-build';
/** A second failure this soon after reloading is not a new release but a real fault: let it surface. */
const reloadPauseMs = 60_000;

/**
 * After a new release, a page still open from the one before asks for page chunks whose files are gone
 * (the server answers 404). Vite reports that as `vite:preloadError`: load the new release instead of
 * failing the page, once a minute at most.
 */
export function reloadOnStaleChunks(reload = () => window.location.reload()): () => void {
  const onPreloadError = (event: Event) => {
    try {
      const reloadedAt = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
      if (Date.now() - reloadedAt < reloadPauseMs) return;
      sessionStorage.setItem(reloadedAtKey, String(Date.now()));
    } catch {
      return; // Without sessionStorage a reload could loop: let the error surface.
    }
    event.preventDefault();
    reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
