/**
 * The browser the specs drive: Debian's Chromium headless shell (package `chromium-headless-shell`), the
 * same engine as Debian's `chromium` without its windowing and GPU process work; the suite runs in about
 * half the time (decision 0079). `FOYER_E2E_CHROMIUM=/usr/bin/chromium` runs them in the full browser.
 */
export const chromiumExecutable = process.env.FOYER_E2E_CHROMIUM || '/usr/bin/chromium-headless-shell';

/** The flags every spec's browser starts with, the fake camera and microphone among them. */
export function chromiumArgs({ mediaPrompt = 'accept' }: { mediaPrompt?: 'accept' | 'deny' } = {}): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Chromium's fake permission prompt: "deny" refuses getUserMedia and getDisplayMedia as a person would.
    mediaPrompt === 'deny' ? '--use-fake-ui-for-media-stream=deny' : '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ];
}
