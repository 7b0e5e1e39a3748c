/** Minimum browser versions the app runs on (spec 1, application shell). */
export const minimumBrowsers = { chrome: 83, edge: 80, firefox: 80, safari: 11 } as const;

export interface BrowserInfo {
  name: string;
  version: number;
}

/** Whether a browser is too old for the app. Unknown browsers get the benefit of the doubt. */
export function isUnsupportedBrowser(browser: BrowserInfo): boolean {
  const name = browser.name.toLowerCase();
  if (name.includes('edge')) return browser.version < minimumBrowsers.edge;
  if (name.includes('chrom')) return browser.version < minimumBrowsers.chrome;
  if (name.includes('firefox')) return browser.version < minimumBrowsers.firefox;
  if (name.includes('safari')) return browser.version < minimumBrowsers.safari;
  if (name.includes('internet explorer')) return true;
  return false;
}
