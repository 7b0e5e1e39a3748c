import type { APIRequestContext, BrowserContextOptions, Page } from '@playwright/test';
import { latestMessageTo, readLatestCode } from './mail';
import { emailOf, users, type UserName } from './users';

/** Where the web app keeps its tokens (apps/web/src/shared/api/tokens.ts). */
export const TOKENS_KEY = 'foyer.tokens';

export interface Tokens {
  access: string;
  refresh: string;
}

async function expectOk(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Signs a person in the way the entry page does: asks for a code, reads it from the dev outbox, obtains
 * tokens and, for a new account, activates it (agreeing to the terms) and, with `completeProfile`, gives it
 * a name. Answers the tokens.
 */
export async function signInViaApi(
  request: APIRequestContext,
  user: UserName | string,
  eventSlug = 'demo',
  opts: { completeProfile?: boolean } = {},
): Promise<Tokens> {
  const email = emailOf(user);
  const before = await latestMessageTo(request, email);
  await expectOk(
    await request.post('/api/auth/callback/', { data: { email, type: 'code', event_slug: eventSlug } }),
    `POST /api/auth/callback/ for ${email}`,
  );
  const code = await readLatestCode(request, email, { newerThan: before });
  const obtained = (await expectOk(
    await request.post('/api/auth/obtain/', { data: { email, code, event_slug: eventSlug } }),
    `POST /api/auth/obtain/ for ${email}`,
  )) as Tokens & { activation_key?: string };
  if (obtained.activation_key) {
    await expectOk(
      await request.put(`/api/profiles/activate/?event_slug=${encodeURIComponent(eventSlug)}`, {
        data: { activation_key: obtained.activation_key, user: { terms_agreed: true } },
      }),
      `PUT /api/profiles/activate/ for ${email}`,
    );
    // A new account has no name, so the web app would open the profile form, not dismissable (spec 3).
    if (opts.completeProfile) {
      const me = (await expectOk(
        await request.get('/api/auth/current_user/', { headers: { authorization: `Bearer ${obtained.access}` } }),
        `GET /api/auth/current_user/ for ${email}`,
      )) as { id: number };
      const name = email.split('@')[0] ?? 'Person';
      await expectOk(
        await request.patch(`/api/profiles/${me.id}/`, {
          headers: { authorization: `Bearer ${obtained.access}` },
          data: { first_name: 'Test', last_name: name },
        }),
        `PATCH /api/profiles/${me.id}/ for ${email}`,
      );
    }
  }
  return { access: obtained.access, refresh: obtained.refresh };
}

/** Signs in with the debug password login (`FOYER_DEBUG=1`, an account given a password). */
export async function signInWithPassword(request: APIRequestContext, user: UserName | string, password: string): Promise<Tokens> {
  const email = emailOf(user);
  const tokens = (await expectOk(
    await request.post('/api/auth/jwt/login/', { data: { username: email, password } }),
    `POST /api/auth/jwt/login/ for ${email}`,
  )) as Tokens;
  return { access: tokens.access, refresh: tokens.refresh };
}

/**
 * How the fixtures sign people in. The demo people (alice, bob, organiser, hana) sign in with the password
 * the harness gave them (FOYER_E2E_DEMO_PASSWORD, set by the global setup): no mail and no "3 codes per
 * address per 15 minutes" limit, however many tests and projects use them. Everyone else, and the demo
 * people against a server the harness did not start, by mailed code. A test of the sign-in itself
 * uses `signInViaApi` or the entry page, never this.
 */
export async function signInForTest(request: APIRequestContext, user: UserName | string, eventSlug = 'demo'): Promise<Tokens> {
  const password = process.env.FOYER_E2E_DEMO_PASSWORD;
  if (password && user in users) return signInWithPassword(request, user, password);
  // New people get a name too: the forced profile form belongs to its own tests (specs/profiles).
  return signInViaApi(request, user, eventSlug, { completeProfile: true });
}

/** A storage state that starts a new browser context signed in (`browser.newContext({storageState})`). */
export function storageStateWithTokens(baseURL: string, tokens: Tokens): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: TOKENS_KEY, value: JSON.stringify(tokens) }] }],
  };
}

/**
 * Puts tokens into a page's localStorage, as the web app would after signing in. Works before the first
 * navigation (set once, on the first document of the app's origin, so tokens the app rotates later are
 * not overwritten on reload) and on a page already showing the app (then reload or navigate).
 */
export async function putTokensInPage(page: Page, tokens: Tokens, baseURL: string): Promise<void> {
  const origin = new URL(baseURL).origin;
  const args = { key: TOKENS_KEY, value: JSON.stringify(tokens), origin, flag: `foyer.e2e.tokens-placed.${tokens.refresh.slice(-12)}` };
  await page.addInitScript((a) => {
    try {
      if (location.origin !== a.origin || sessionStorage.getItem(a.flag)) return;
      sessionStorage.setItem(a.flag, '1');
      localStorage.setItem(a.key, a.value);
    } catch {
      // a document without storage (about:blank)
    }
  }, args);
  if (page.url().startsWith(origin)) {
    await page.evaluate((a) => {
      sessionStorage.setItem(a.flag, '1');
      localStorage.setItem(a.key, a.value);
    }, args);
  }
}

/** The tokens the web app holds right now, or null. */
export async function tokensInPage(page: Page): Promise<Tokens | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), TOKENS_KEY);
  return raw ? (JSON.parse(raw) as Tokens) : null;
}
