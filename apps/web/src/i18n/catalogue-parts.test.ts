import { describe, expect, it } from 'vitest';
import { applyEventLanguage, ensureWholeCatalogue, i18n, initI18n } from './index';
import { startAreas } from './start-areas';

// The app's own loading (no test catalogues): a language's start areas first, the rest when a lazy component
// asks for it, and from then on both parts of any language an event switches to.
describe('catalogue parts', () => {
  const areasOf = (locale: string) => Object.keys(i18n.getResourceBundle(locale, 'translation') ?? {}).sort();

  it('starts with the start areas alone, fetches the rest on demand, and both parts of a language switched to later', async () => {
    await initI18n('de');
    expect(areasOf('de')).toEqual([...startAreas].sort());
    expect(i18n.t('entry.tabs.request_code')).toBe('Code anfordern');
    expect(i18n.exists('meetings.all.title')).toBe(false);

    await ensureWholeCatalogue();
    expect(areasOf('de')).toContain('meetings');
    expect(i18n.exists('meetings.all.title')).toBe(true);

    await applyEventLanguage('nl-NL');
    expect(i18n.language).toBe('nl');
    expect(areasOf('nl')).toEqual(areasOf('de'));
    expect(document.documentElement.lang).toBe('nl');
  });
});
