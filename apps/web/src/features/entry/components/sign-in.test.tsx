import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EventPreview } from '@foyer/contracts';
import { i18n } from '@/i18n';
import { tokenStore } from '@/shared/api/tokens';
import { entryRoutes } from '../routes';
import { previewFixture, renderAt, stubFetch, userFixture, type FetchHandler } from '../test-utils';

const jwt = (sub: number) => `h.${btoa(JSON.stringify({ sub: String(sub), exp: Math.floor(Date.now() / 1000) + 3600 }))}.s`;
const pair = { access: jwt(7), refresh: 'refresh-1' };

function serve(preview: EventPreview, more: FetchHandler) {
  return stubFetch((method, path, body) => {
    if (method === 'GET' && path.startsWith(`/api/events/${preview.slug}/preview/`)) return { body: preview };
    return more(method, path, body);
  });
}

async function signInThroughForm(email = 'nina@example.com', code = '123456') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/Access code/), code);
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Enter event' }));
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.clear();
});

describe('signing in on the entry page', () => {
  it('activates a new account, loads the user and enters the event', async () => {
    const api = serve(previewFixture({ start_with_login_tab: true }), (method, path) => {
      if (method === 'POST' && path === '/api/auth/obtain/') return { body: { ...pair, activation_key: 'act-1' } };
      if (method === 'PUT' && path === '/api/profiles/activate/?event_slug=demo') return { body: userFixture };
      if (method === 'GET' && path === '/api/auth/current_user/?event_slug=demo') return { body: userFixture };
      return undefined;
    });
    renderAt('/demo/enterevent/', entryRoutes);
    await signInThroughForm(' Nina@example.com ', '123 456');
    expect(await screen.findByRole('heading', { name: 'Event home' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/demo');
    expect(api.find('POST', '/api/auth/obtain/')[0]?.body).toEqual({ email: 'Nina@example.com', code: '123456', event_slug: 'demo' });
    expect(api.find('PUT', '/api/profiles/activate/')[0]?.body).toEqual({ activation_key: 'act-1', user: { terms_agreed: true } });
    const order = api.calls.map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(order.indexOf('PUT /api/profiles/activate/')).toBeLessThan(order.lastIndexOf('GET /api/auth/current_user/'));
    expect(tokenStore.get()).toEqual(pair);
  });

  it('does not activate an account that has no activation key', async () => {
    const api = serve(previewFixture({ start_with_login_tab: true }), (method, path) => {
      if (method === 'POST' && path === '/api/auth/obtain/') return { body: pair };
      if (method === 'GET' && path.startsWith('/api/auth/current_user/')) return { body: userFixture };
      return undefined;
    });
    renderAt('/demo/enterevent/', entryRoutes);
    await signInThroughForm();
    expect(await screen.findByRole('heading', { name: 'Event home' })).toBeTruthy();
    expect(api.find('PUT', '/api/profiles/activate/')).toHaveLength(0);
  });

  it('refuses an invite-only event, clears the tokens and stays on the page', async () => {
    serve(previewFixture({ start_with_login_tab: true, invite_only: true }), (method, path) => {
      if (method === 'POST' && path === '/api/auth/obtain/') return { body: pair };
      if (method === 'GET' && path.startsWith('/api/auth/current_user/'))
        return { status: 403, body: { detail: 'You are not on the guest list.', code: 'inviteonly' } };
      return undefined;
    });
    renderAt('/demo/enterevent/', entryRoutes);
    await signInThroughForm();
    expect(await screen.findByText('This is an invite only event')).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Event home' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enter event' })).toBeTruthy();
  });

  it('refuses the invite-only answer of obtain itself the same way', async () => {
    serve(previewFixture({ start_with_login_tab: true }), (method, path) =>
      method === 'POST' && path === '/api/auth/obtain/' ? { status: 403, body: { detail: 'Invite only.', code: 'inviteonly' } } : undefined,
    );
    renderAt('/demo/enterevent/', entryRoutes);
    await signInThroughForm();
    expect(await screen.findByText('This is an invite only event')).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });

  it('shows the server detail of a rate limit and flattens field errors into sentences', async () => {
    let answer = 0;
    serve(previewFixture({ start_with_login_tab: true }), (method, path) => {
      if (method !== 'POST' || path !== '/api/auth/obtain/') return undefined;
      answer += 1;
      return answer === 1
        ? { status: 429, body: { detail: 'Too many attempts. Try again in 59 minutes.', code: 'throttled' } }
        : { status: 400, body: { code: ['This code is not valid.'], email: ['Check the address.'] } };
    });
    renderAt('/demo/enterevent/', entryRoutes);
    await signInThroughForm();
    expect(await screen.findByText('Too many attempts. Try again in 59 minutes.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter event' }));
    expect(await screen.findByText('This code is not valid. Check the address.')).toBeTruthy();
  });

  it.each([
    ['en-US', 'The code is wrong or has expired.', 'Too many requests. Please try again in 42 seconds.'],
    ['nl', 'De code is onjuist of verlopen.', 'Te veel verzoeken. Probeer het over 42 seconden opnieuw.'],
    ['de', 'Der Code ist falsch oder abgelaufen.', 'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.'],
    ['vi-VN', 'Mã không đúng hoặc đã hết hạn.', 'Quá nhiều yêu cầu. Vui lòng thử lại sau 42 giây.'],
  ])('shows the server’s refusals in the event’s language (%s)', async (language, wrongCode, throttled) => {
    let answer = 0;
    serve(previewFixture({ start_with_login_tab: true, language }), (method, path) => {
      if (method !== 'POST' || path !== '/api/auth/obtain/') return undefined;
      answer += 1;
      return answer === 1
        ? { status: 400, body: { detail: 'The code is wrong or has expired.' } }
        : { status: 429, body: { detail: 'Too many requests. Please try again in 42 seconds.', code: 'throttled' } };
    });
    renderAt('/demo/enterevent/', entryRoutes);
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: i18n.getFixedT(language)('entry.login.submit') });
    await user.type(screen.getByLabelText(new RegExp(i18n.getFixedT(language)('form.email_address.label'))), 'nina@example.com');
    await user.type(screen.getByLabelText(new RegExp(i18n.getFixedT(language)('form.access_code.label'))), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit);
    expect(await screen.findByText(wrongCode)).toBeTruthy();
    await user.click(submit);
    expect(await screen.findByText(throttled)).toBeTruthy();
  });

  it('sends a person who is already signed in into the event', async () => {
    tokenStore.set(pair);
    serve(previewFixture(), (method, path) =>
      method === 'GET' && path === '/api/auth/current_user/?event_slug=demo' ? { body: userFixture } : undefined,
    );
    renderAt('/demo/enterevent/', entryRoutes);
    expect(await screen.findByRole('heading', { name: 'Event home' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/demo');
  });

  it('shows the form to a signed-in person the event refuses', async () => {
    tokenStore.set(pair);
    serve(previewFixture(), (method, path) =>
      method === 'GET' && path.startsWith('/api/auth/current_user/') ? { status: 403, body: { detail: 'no', code: 'inviteonly' } } : undefined,
    );
    renderAt('/demo/enterevent/', entryRoutes);
    expect(await screen.findByRole('tab', { name: 'Request code' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Event home' })).toBeNull());
  });
});
