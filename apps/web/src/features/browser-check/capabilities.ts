/** What the browser can do, found by feature detection rather than by name. */
export interface BrowserCapabilities {
  videoCalling: boolean;
  screenSharing: boolean;
  /** Attendance tracking for accreditation needs storage and cookies. */
  accreditationTracking: boolean;
}

function storageWorks(): boolean {
  try {
    const key = '__foyer_probe__';
    localStorage.setItem(key, '1');
    localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

export function detectCapabilities(isMobile: boolean): BrowserCapabilities {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  const hasPeerConnection = typeof window !== 'undefined' && typeof window.RTCPeerConnection === 'function';
  return {
    videoCalling: hasPeerConnection && typeof media?.getUserMedia === 'function',
    // Phones cannot share their screen even when the method exists.
    screenSharing: !isMobile && typeof media?.getDisplayMedia === 'function',
    accreditationTracking: storageWorks() && (typeof navigator === 'undefined' || navigator.cookieEnabled),
  };
}
