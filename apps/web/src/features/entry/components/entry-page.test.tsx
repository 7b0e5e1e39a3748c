import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@/shared/api/tokens';
import { entryRoutes } from '../routes';
import { previewFixture, renderAt, stubFetch, type FetchHandler } from '../test-utils';
import type { EventPreview } from '@foyer/contracts';

function serve(preview: EventPreview, more: FetchHandler = () => undefined) {
  return stubFetch((method, path, body) => {
    if (method === 'GET' && path.startsWith(`/api/events/${preview.slug}/preview/`)) return { body: preview };
    return more(method, path, body);
  });
}

beforeEach(() => {
  localStorage.clear();
  tokenStore.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('entry page', () => {
  it('shows a spinner, then the request-code tab by default', async () => {
    const api = serve(previewFixture());
    renderAt('/demo/enterevent/', entryRoutes);
    expect(screen.getByRole('status')).toBeTruthy();
    const tab = await screen.findByRole('tab', { name: 'Request code' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('false');
    expect(api.find('GET', '/api/events/demo/preview/?from_vep=true')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Demo Summit' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Demo Summit' }).getAttribute('src')).toBe('/files/logo.png');
  });

  it('starts on the login tab when the event asks for it', async () => {
    serve(previewFixture({ start_with_login_tab: true }));
    renderAt('/demo/enterevent/', entryRoutes);
    const tab = await screen.findByRole('tab', { name: 'Log in' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText(/Access code/)).toBeTruthy();
  });

  it('fills in the address an invitation\'s link carries', async () => {
    serve(previewFixture());
    renderAt('/demo/enterevent/?email=ada%40example.com', entryRoutes);
    await screen.findByRole('tab', { name: 'Request code' });
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows the not-found page when the preview fails', async () => {
    stubFetch(() => ({ status: 404, body: { detail: 'Not found.' } }));
    renderAt('/nope/enterevent/', entryRoutes);
    expect(await screen.findByRole('heading', { name: '404 - Event not found' })).toBeTruthy();
  });

  it('validates the request-code e-mail and does not send an invalid one', async () => {
    const user = userEvent.setup();
    const api = serve(previewFixture());
    renderAt('/demo/enterevent/', entryRoutes);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(api.find('POST', '/api/auth/callback/')).toHaveLength(0);
  });

  it('requests a code, toasts and switches to login keeping the e-mail', async () => {
    const user = userEvent.setup();
    const api = serve(previewFixture(), (method, path) =>
      method === 'POST' && path === '/api/auth/callback/' ? { body: { detail: 'Email has been sent' } } : undefined,
    );
    renderAt('/demo/enterevent/', entryRoutes);
    await user.type(await screen.findByLabelText(/E-mail address/), 'Nina@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true'));
    expect(api.find('POST', '/api/auth/callback/')[0]?.body).toEqual({ email: 'Nina@Example.com', type: 'code', event_slug: 'demo' });
    expect((await screen.findAllByText('Email has been sent')).length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('Nina@Example.com');
  });

  it('keeps the login button disabled until the terms are ticked, then validates before sending', async () => {
    const user = userEvent.setup();
    const api = serve(previewFixture({ start_with_login_tab: true }));
    renderAt('/demo/enterevent/', entryRoutes);
    const submit = await screen.findByRole('button', { name: 'Enter event' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.click(submit);
    expect(await screen.findByText('Please enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Please enter your access code')).toBeTruthy();
    await user.type(screen.getByLabelText(/Access code/), '12a3');
    await user.click(submit);
    expect(await screen.findByText('The access code has six digits')).toBeTruthy();
    expect(api.find('POST', '/api/auth/obtain/')).toHaveLength(0);
  });

  it('checks a typed e-mail on blur but leaves an empty field alone until submit', async () => {
    const user = userEvent.setup();
    serve(previewFixture({ start_with_login_tab: true }));
    renderAt('/demo/enterevent/', entryRoutes);
    await user.click(await screen.findByLabelText(/E-mail address/));
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Please enter your e-mail address')).toBeNull();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText(/E-mail address/), 'nina@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
  });

  it('gives the fields what phones need to offer the mailed code', async () => {
    serve(previewFixture({ start_with_login_tab: true }));
    renderAt('/demo/enterevent/', entryRoutes);
    const code = await screen.findByLabelText(/Access code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    const email = screen.getByLabelText(/E-mail address/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('type')).toBe('email');
  });

  it('shows the terms and privacy statement in a modal', async () => {
    const user = userEvent.setup();
    serve(previewFixture({ start_with_login_tab: true }));
    renderAt('/demo/enterevent/', entryRoutes);
    await user.click(await screen.findByRole('button', { name: 'privacy statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy statement' });
    expect(within(dialog).getByText('We keep your e-mail.')).toBeTruthy();
  });

  it('shows the sanitised addendum with the login form', async () => {
    serve(previewFixture({ start_with_login_tab: true, login_form_addendum: '<p>Trouble? Mail <b>help@demo.test</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>' }));
    const { container } = renderAt('/demo/enterevent/', entryRoutes);
    expect(await screen.findByText('help@demo.test')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('offers help only when the event has help content, in a modal', async () => {
    const user = userEvent.setup();
    serve(previewFixture({ help_content: '<h2>Need a hand?</h2><p>Call the desk.</p>' }));
    renderAt('/demo/enterevent/', entryRoutes);
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByText('Call the desk.')).toBeTruthy();
  });

  it('has no help button without help content', async () => {
    serve(previewFixture());
    renderAt('/demo/enterevent/', entryRoutes);
    await screen.findByRole('tab', { name: 'Request code' });
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Check my browser' }).getAttribute('href')).toBe('/my-browser/');
  });

  it('shows the intro text instead of the form for an unpublished event', async () => {
    serve(previewFixture({ published: false }));
    renderAt('/demo/enterevent/', entryRoutes);
    expect(await screen.findByText('Doors open on Monday.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText(/E-mail address/)).toBeNull();
  });

  it('shows the form on backstage even when the event is unpublished', async () => {
    serve(previewFixture({ published: false }));
    renderAt('/demo/backstage/', entryRoutes);
    expect(await screen.findByRole('tab', { name: 'Request code' })).toBeTruthy();
    expect(screen.queryByText('Doors open on Monday.')).toBeNull();
    expect(screen.getByText('Backstage')).toBeTruthy();
  });
});
