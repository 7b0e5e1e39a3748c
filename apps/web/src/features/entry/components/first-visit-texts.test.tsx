import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { catalogues } from '@/i18n/all-catalogues';
import { startAreas } from '@/i18n/start-areas';
import { tokenStore } from '@/shared/api/tokens';
import { entryRoutes } from '../routes';
import { previewFixture, renderAt, stubFetch } from '../test-utils';

// The signed-out first visit has only the start of its language's catalogue (i18n/start-areas.ts): the
// rest comes with the first page inside an event. Every text the entry page shows must be in those areas.
const missing: string[] = [];
const onMissing = (_languages: readonly string[], _namespace: string, key: string) => missing.push(key);

beforeEach(() => {
  const whole = catalogues()['en-US'];
  i18n.removeResourceBundle('en-US', 'translation');
  i18n.addResourceBundle('en-US', 'translation', Object.fromEntries(Object.entries(whole).filter(([area]) => startAreas.includes(area))));
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
  missing.length = 0;
  localStorage.clear();
  tokenStore.clear();
});

afterEach(() => {
  i18n.off('missingKey', onMissing);
  i18n.options.saveMissing = false;
  i18n.addResourceBundle('en-US', 'translation', catalogues()['en-US'], true, true);
});

describe('the entry page with the start of the catalogue alone', () => {
  it('shows every text of both tabs, their checks and a sent code without a missing key', async () => {
    const user = userEvent.setup();
    stubFetch((method, path) => {
      if (method === 'GET' && path.startsWith('/api/events/demo/preview/')) return { body: previewFixture({ help_content: '<p>Ask us</p>' }) };
      if (method === 'POST' && path === '/api/auth/callback/') return { body: { detail: 'Email has been sent' } };
      return undefined;
    });
    renderAt('/demo/enterevent/', entryRoutes);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail address/), 'nina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Enter event' }));
    expect(missing).toEqual([]);
  });

  it('is told apart from a catalogue missing a text (the check works)', async () => {
    i18n.t('meetings.all.title');
    expect(missing).toEqual(['meetings.all.title']);
  });
});
