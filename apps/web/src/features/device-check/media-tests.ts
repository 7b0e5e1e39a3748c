import type { CheckTesters, TestOutcome } from './run-check';
import { probeMediaServer, type ProbeChannel } from './probe';

export interface BrowserTestersOptions {
  /** The realtime connection to probe the media server with; null when nobody is signed in (the entry page). */
  channel: ProbeChannel | null;
  /** Phones have no screen sharing even where the method exists. */
  isMobile: boolean;
  /**
   * Browsers open the screen picker only right after a click: when the first try is refused for that
   * reason, the screenshare item waits for the person to press its button (this resolves then).
   */
  waitForClick: (signal: AbortSignal) => Promise<void>;
}

const media = () => (typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined);
const notSupported: TestOutcome = { ok: false, reason: 'not_supported' };
const stop = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/** The three tests as a browser runs them (getUserMedia, the media server probe, getDisplayMedia). */
export function browserTesters({ channel, isMobile, waitForClick }: BrowserTestersOptions): CheckTesters {
  return {
    async audio() {
      if (typeof media()?.getUserMedia !== 'function') return notSupported;
      stop(await media()!.getUserMedia({ audio: true }));
      return { ok: true };
    },
    async videocall(signal) {
      if (typeof media()?.getUserMedia !== 'function' || typeof window.RTCPeerConnection !== 'function') return notSupported;
      stop(await media()!.getUserMedia({ video: true }));
      if (!channel) return { ok: true, path: 'untested' };
      try {
        const probe = await probeMediaServer(channel, signal);
        return { ok: true, path: probe.path };
      } catch {
        return { ok: false, reason: 'no_connection' };
      }
    },
    async screenshare(signal) {
      if (isMobile || typeof media()?.getDisplayMedia !== 'function') return notSupported;
      try {
        stop(await media()!.getDisplayMedia({ video: true, audio: false }));
      } catch (error) {
        // Refused for want of a click (InvalidStateError in Chromium and Safari, no name in some): ask for one.
        if (!(error instanceof Error) || error.name !== 'InvalidStateError') throw error;
        await waitForClick(signal);
        if (signal.aborted) return notSupported;
        stop(await media()!.getDisplayMedia({ video: true, audio: false }));
      }
      return { ok: true };
    },
  };
}
