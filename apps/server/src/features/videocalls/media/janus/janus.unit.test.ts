import { describe, expect, it } from 'vitest';
import { capOpus, offerAsDtlsClient } from './janus-session';

const offer = [
  'v=0',
  'a=group:BUNDLE 0 1',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=setup:actpass',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=setup:actpass',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

describe('publish offers handed to Janus', () => {
  it('make the browser the DTLS client on every m-line (Janus then answers passive) and change nothing else', () => {
    const handed = offerAsDtlsClient(offer);
    expect(handed.match(/^a=setup:.*$/gm)).toEqual(['a=setup:active', 'a=setup:active']);
    expect(handed.replace(/a=setup:active/g, 'a=setup:actpass')).toBe(offer);
    // An offer that already chose a role keeps it.
    expect(offerAsDtlsClient(offer.replace(/actpass/g, 'passive'))).toBe(offer.replace(/actpass/g, 'passive'));
  });

  it('Janus answers get the Opus cap', () => {
    expect(capOpus(offer)).toContain('a=fmtp:111 minptime=10;useinbandfec=1;maxaveragebitrate=16000');
  });
});
