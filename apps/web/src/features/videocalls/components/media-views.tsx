import { useEffect, useRef } from 'react';
import classes from './call-room.module.css';

/** A video element showing a stream (muted: a call's sound plays through `RemoteAudio`). */
export function VideoView({ stream, mirrored = false, fit = 'cover', label }: { stream: MediaStream; mirrored?: boolean; fit?: 'cover' | 'contain'; label?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    void el.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} className={`${classes.video} ${mirrored ? classes.mirrored : ''}`} data-fit={fit} autoPlay playsInline muted aria-label={label} />;
}

/** The sound of one remote person. */
export function RemoteAudio({ stream, userId }: { stream: MediaStream; userId: number }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.srcObject !== stream) el.srcObject = stream;
    void el.play().catch(() => undefined);
  }, [stream]);
  return <audio ref={ref} autoPlay data-user={userId} />;
}
