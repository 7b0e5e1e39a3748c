import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { startMessages } from './http/listen';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  SMTP_URL: 'smtp://mail.example.org:587',
  PUBLIC_URL: 'https://events.example.org',
  APP_TITLE: 'Events',
};

describe('where the server listens', () => {
  it('binds loopback only in development (the default mode) unless HOST says otherwise, and says so at start', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.host).toBe('127.0.0.1');
    const lines = startMessages(config, { address: '127.0.0.1', family: 'IPv4', port: 3000 });
    expect(lines.join('\n')).toMatch(/Listening on 127\.0\.0\.1:3000 only.*set HOST=0\.0\.0\.0/s);
  });

  it('keeps every address in production, and honours HOST in every mode', () => {
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    const open = loadConfig({ HOST: '0.0.0.0' });
    expect(open.host).toBe('0.0.0.0');
    expect(startMessages(open, { address: '0.0.0.0', family: 'IPv4', port: 3000 })).toContain('Listening on 0.0.0.0:3000');
    // An empty value counts as unset.
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
  });
});

describe('FRAME_ANCESTORS and METRICS_TOKEN', () => {
  it('frames nowhere by default; takes origins, self, or none', () => {
    expect(loadConfig({}).frameAncestors).toEqual(["'none'"]);
    expect(loadConfig({ FRAME_ANCESTORS: 'self' }).frameAncestors).toEqual(["'self'"]);
    expect(loadConfig({ FRAME_ANCESTORS: "'self' https://www.example.org,https://*.example.com:8443" }).frameAncestors).toEqual([
      "'self'",
      'https://www.example.org',
      'https://*.example.com:8443',
    ]);
  });

  it.each(['*', 'https://example.org/path', 'javascript:alert(1)', "'none' https://example.org", 'example.org', "https://a.org; script-src 'unsafe-inline'"])(
    'refuses FRAME_ANCESTORS=%j, naming the variable',
    (value) => {
      expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ FRAME_ANCESTORS: value })).toThrow(/FRAME_ANCESTORS/);
    },
  );

  it('wants a metrics token of some length', () => {
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).metricsToken).toBe('x'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('JANUS_URL', () => {
  it('leaves media in process without it; takes a comma list of ws:// and wss:// addresses with their secrets', () => {
    expect(loadConfig({}).janus).toBeNull();
    expect(loadConfig({ JANUS_URL: ' ' }).janus).toBeNull();
    expect(loadConfig({ JANUS_URL: 'ws://10.0.0.5:8188, wss://janus2.example.org/ws', JANUS_ADMIN_KEY: 'k', JANUS_API_SECRET: 's' }).janus).toEqual({
      urls: ['ws://10.0.0.5:8188', 'wss://janus2.example.org/ws'],
      adminKey: 'k',
      apiSecret: 's',
    });
  });

  it('refuses an address that is not a WebSocket URL, naming the variable', () => {
    expect(() => loadConfig({ JANUS_URL: 'ws://127.0.0.1:8188,http://127.0.0.1:8088/janus' })).toThrow(ConfigError);
    expect(() => loadConfig({ JANUS_URL: 'http://127.0.0.1:8088/janus' })).toThrow(/JANUS_URL: "http:\/\/127\.0\.0\.1:8088\/janus" is not a ws:\/\//);
  });
});

describe('video call media', () => {
  it('advertises loopback on UDP 40000-40999 by default and takes MEDIA_PUBLIC_IP and the port range', () => {
    expect(loadConfig({}).media).toEqual({ publicIp: '127.0.0.1', portMin: 40000, portMax: 40999, reconnectGraceMs: 10_000, waitMs: 30_000 });
    expect(loadConfig({ MEDIA_PUBLIC_IP: '203.0.113.7', MEDIA_PORT_MIN: '50000', MEDIA_PORT_MAX: '50100' }).media).toMatchObject({
      publicIp: '203.0.113.7', portMin: 50000, portMax: 50100,
    });
    expect(() => loadConfig({ MEDIA_PUBLIC_IP: 'media.example.org' })).toThrow(/MEDIA_PUBLIC_IP/);
    expect(() => loadConfig({ MEDIA_PORT_MIN: '50000', MEDIA_PORT_MAX: '50000' })).toThrow(/MEDIA_PORT_MAX/);
    expect(() => loadConfig({ MEDIA_PORT_MIN: '80' })).toThrow(ConfigError);
  });

  it('sweeps the calls every 30 s unless VIDEOCALL_SWEEP_MS says otherwise (100 ms at least)', () => {
    expect(loadConfig({}).videocallSweepMs).toBe(30_000);
    expect(loadConfig({ VIDEOCALL_SWEEP_MS: '250' }).videocallSweepMs).toBe(250);
    expect(() => loadConfig({ VIDEOCALL_SWEEP_MS: '10' })).toThrow(/VIDEOCALL_SWEEP_MS must be 100 or more/);
  });
});

describe('DEMO_LIVE_STAGE', () => {
  it('runs the demo stage\'s speakers by default, not under tests unless asked, never when set to 0', () => {
    expect(loadConfig({}).demoLiveStage).toBe(true);
    expect(loadConfig({ DEMO_LIVE_STAGE: '0' }).demoLiveStage).toBe(false);
    expect(loadConfig({ DEMO_LIVE_STAGE: 'off' }).demoLiveStage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoLiveStage).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_LIVE_STAGE: '1' }).demoLiveStage).toBe(true);
  });
});

describe('one server process or many', () => {
  it('is alone on the embedded database, one of many with DATABASE_URL, unless FOYER_PROCESSES says', () => {
    expect(loadConfig({}).singleProcess).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/foyer' }).singleProcess).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.org/foyer', FOYER_PROCESSES: 'single' }).singleProcess).toBe(true);
    expect(loadConfig({ FOYER_PROCESSES: 'many' }).singleProcess).toBe(false);
    expect(() => loadConfig({ FOYER_PROCESSES: 'two' })).toThrow('FOYER_PROCESSES must be single or many');
  });
});
