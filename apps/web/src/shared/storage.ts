/**
 * localStorage that never throws: private windows and full quotas make storage fail, and a failed flag
 * must not break a page.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not store ${key}`, error);
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};

/** The same for sessionStorage: flags that should last one visit only. */
export const sessionFlags = {
  has(key: string): boolean {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  },
  set(key: string): void {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // A flag that cannot be kept only means the prompt may show again.
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Nothing kept, nothing to remove.
    }
  },
};
