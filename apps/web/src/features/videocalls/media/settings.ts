/**
 * What the browser sends (spec 1 §9: 1280x720 at 24 fps, VP8 with simulcast, audio at most 16 kbit/s).
 * The three simulcast layers the server picks from per subscriber (docs/realtime.md "Video call media"):
 * `q` a quarter, `h` half and `f` full resolution, lowest first as Chromium expects them.
 */
export const simulcastEncodings: RTCRtpEncodingParameters[] = [
  { rid: 'q', scaleResolutionDownBy: 4, maxBitrate: 150_000 },
  { rid: 'h', scaleResolutionDownBy: 2, maxBitrate: 500_000 },
  { rid: 'f', scaleResolutionDownBy: 1, maxBitrate: 1_500_000 },
];

export const cameraConstraints = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 24, max: 24 } } as const;

/** A shared screen: one layer, a few frames a second are enough for slides and text. */
export const screenConstraints = { frameRate: { ideal: 15, max: 24 } } as const;

/** The spec's screen-share poll (a stopped share is noticed even when the browser sends no `ended`). */
export const screenPollMs = 333;

/** How often the speaking indicator reads the audio levels. */
export const speakingPollMs = 250;

/** Opus at most 16 kbit/s (spec 1 §9): said in the offer's fmtp line, which the answer keeps. */
export function capOpus(sdp: string, maxBitrate = 16_000): string {
  const opus = /a=rtpmap:(\d+) opus\/48000[^\r\n]*/i.exec(sdp);
  if (!opus) return sdp;
  const pt = opus[1];
  const fmtp = new RegExp(`a=fmtp:${pt} ([^\\r\\n]*)`);
  if (!fmtp.test(sdp)) return sdp.replace(opus[0], `${opus[0]}\r\na=fmtp:${pt} maxaveragebitrate=${maxBitrate}`);
  return sdp.replace(fmtp, (_line, params: string) => {
    const kept = params.split(';').filter((p) => p.trim() && !p.trim().startsWith('maxaveragebitrate='));
    return `a=fmtp:${pt} ${[...kept, `maxaveragebitrate=${maxBitrate}`].join(';')}`;
  });
}
