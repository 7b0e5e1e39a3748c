import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { iceConfigurationFor, iceServersFor, turnCredentials } from './media-config';

const secret = 'north-wind-blows-over-the-foyer';

describe('TURN credentials in the coturn REST scheme', () => {
  it('names the user `expiry:subject` and signs that name with HMAC-SHA1 of the secret, base64', () => {
    const c = turnCredentials(secret, 42, 1_800_000_000);
    expect(c.username).toBe('1800000000:42');
    expect(c.credential).toBe(createHmac('sha1', secret).update('1800000000:42').digest('base64'));
    expect(c.expiresAt).toBe(1_800_000_000);
  });

  it('matches a value computed by hand (openssl, as in the comment)', () => {
    // printf '%s' '1700000000:7' | openssl dgst -sha1 -hmac 'north-wind-blows-over-the-foyer' -binary | base64
    expect(turnCredentials(secret, 7, 1_700_000_000).credential).toBe('gEmPi+mkYhhQMhvD0Mozy2SbneM=');
  });

  it('differs per person, per expiry and per secret', () => {
    const a = turnCredentials(secret, 1, 1_800_000_000).credential;
    expect(turnCredentials(secret, 2, 1_800_000_000).credential).not.toBe(a);
    expect(turnCredentials(secret, 1, 1_800_000_001).credential).not.toBe(a);
    expect(turnCredentials(`${secret}!`, 1, 1_800_000_000).credential).not.toBe(a);
  });
});

describe('iceServers for a media session', () => {
  const now = Date.UTC(2026, 10, 24, 3, 0, 0);

  it('is empty without TURN and STUN: no public STUN server is contacted by default', () => {
    const { ice } = loadConfig({});
    expect(ice).toEqual({ turnUrls: [], turnSecret: undefined, stunUrls: [], turnCredentialSeconds: 43_200, transportPolicy: 'all' });
    expect(iceServersFor(ice, 5, now)).toEqual([]);
    expect(iceConfigurationFor(ice, 5, now)).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
  });

  it('hands out every TURN URL with credentials that expire TURN_CREDENTIAL_SECONDS from now', () => {
    const { ice } = loadConfig({
      TURN_URL: 'turn:turn.example.org:3478?transport=udp, turns:turn.example.org:5349?transport=tcp',
      TURN_SECRET: secret,
      TURN_CREDENTIAL_SECONDS: '600',
    });
    const expiry = now / 1000 + 600;
    const [turn, ...rest] = iceServersFor(ice, 9, now);
    expect(rest).toEqual([]);
    expect(turn).toEqual({
      urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349?transport=tcp'],
      username: `${expiry}:9`,
      credential: createHmac('sha1', secret).update(`${expiry}:9`).digest('base64'),
    });
    // A shorter life for short sessions such as the device check's probe.
    expect(iceServersFor(ice, 'probe', now, 120)[0]?.username).toBe(`${now / 1000 + 120}:probe`);
  });

  it('puts configured STUN first, and relays everything when ICE_TRANSPORT_POLICY=relay', () => {
    const { ice } = loadConfig({ TURN_URL: 'turn:10.0.0.5', TURN_SECRET: secret, STUN_URL: 'stun:10.0.0.5:3478', ICE_TRANSPORT_POLICY: 'relay' });
    const config = iceConfigurationFor(ice, 3, now);
    expect(config.iceTransportPolicy).toBe('relay');
    expect(config.iceServers.map((s) => s.urls)).toEqual([['stun:10.0.0.5:3478'], ['turn:10.0.0.5']]);
    expect(config.iceServers[0]).not.toHaveProperty('credential');
  });
});

describe('TURN settings refuse to start when wrong', () => {
  const bad = (env: Record<string, string>, message: RegExp) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  };

  it('names the variable', () => {
    bad({ TURN_URL: 'turn:turn.example.org' }, /TURN_SECRET: needed with TURN_URL/);
    bad({ TURN_SECRET: secret }, /TURN_URL: needed with TURN_SECRET/);
    bad({ TURN_URL: 'https://turn.example.org', TURN_SECRET: secret }, /TURN_URL: "https:\/\/turn.example.org" is not a turn: URL/);
    bad({ TURN_URL: 'turn:a.example.org,stun:b.example.org', TURN_SECRET: secret }, /TURN_URL: "stun:b.example.org"/);
    bad({ STUN_URL: 'stun.l.google.com:19302' }, /STUN_URL: "stun.l.google.com:19302" is not a stun: URL/);
    bad({ TURN_URL: 'turn:a.example.org', TURN_SECRET: 'short' }, /TURN_SECRET must have at least 16 characters/);
    bad({ ICE_TRANSPORT_POLICY: 'relay' }, /ICE_TRANSPORT_POLICY: relay needs TURN_URL/);
    bad({ TURN_URL: 'turn:a.example.org', TURN_SECRET: secret, TURN_CREDENTIAL_SECONDS: '5' }, /TURN_CREDENTIAL_SECONDS must be 60 or more/);
  });
});
