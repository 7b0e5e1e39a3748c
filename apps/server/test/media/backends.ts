import { janusInstalled, startJanus, type RunningJanus } from '../../../../scripts/lib/janus.mjs';

export type MediaBackendName = 'werift' | 'janus';

/**
 * The media backends the call tests run on: the in-process werift SFU always, Janus as well wherever
 * Debian's janus is installed (always under npm test, which makes sure of it; in CI without it the Janus run fails).
 * Use as `describe.each(mediaBackends)('… (%s)', (backend) => …)` with `mediaServerEnv(backend)`.
 */
export const mediaBackends: MediaBackendName[] = janusInstalled() || process.env.CI ? ['werift', 'janus'] : ['werift'];

/**
 * The backend of this run of the media API tests: `FOYER_TEST_MEDIA_BACKEND=janus` (npm test's step
 * `api-janus` sets it and runs the media test files again), werift otherwise.
 */
export const testMediaBackend: MediaBackendName = process.env.FOYER_TEST_MEDIA_BACKEND === 'janus' ? 'janus' : 'werift';

export interface MediaServerEnv {
  /** Server environment selecting the backend (for `startTestServer({env})`). */
  env: Record<string, string>;
  janus: RunningJanus | null;
  stop(): Promise<void>;
}

/** For `janus`: starts a Janus of the test file's own and the env pointing the server at it. */
export async function mediaServerEnv(backend: MediaBackendName): Promise<MediaServerEnv> {
  if (backend === 'werift') return { env: {}, janus: null, stop: async () => undefined };
  const janus = await startJanus();
  return { env: { JANUS_URL: janus.url, JANUS_ADMIN_KEY: janus.adminSecret }, janus, stop: () => janus.stop() };
}
