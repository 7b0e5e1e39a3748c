import { z } from 'zod';
import path from 'node:path';
import { defaultVideocallMediaWaitMs } from '@foyer/contracts';
import { type IceConfig, parseUrlList } from './media-config';

const noTrailingSlash = (name: string) =>
  z
    .string()
    .url(`${name} must be a URL`)
    .refine((v) => !v.endsWith('/'), `${name} must not end with a slash`);

const flag = z
  .string()
  .optional()
  .transform((v) => v !== undefined && v !== '' && !['0', 'false', 'no', 'off'].includes(v.toLowerCase()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL must be a URL').optional(),
  FOYER_PROCESSES: z.enum(['single', 'many'], { message: 'FOYER_PROCESSES must be single or many' }).optional(),
  SMTP_URL: z.string().url('SMTP_URL must be a URL').optional(),
  MAIL_FROM: z.string().default('Foyer <no-reply@foyer.localhost>'),
  PUBLIC_URL: noTrailingSlash('PUBLIC_URL').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must have at least 32 characters').optional(),
  APP_TITLE: z.string().min(1).optional(),
  FOYER_DEBUG: flag,
  SENTRY_DSN: z.string().url('SENTRY_DSN must be a URL').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FOYER_SEED_DEMO: z.string().optional(),
  DEMO_LIVE_STAGE: z.string().optional(),
  STAGE_ATTENDANCE_ANNOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  REALTIME_BROADCAST_WINDOW_MS: z.coerce.number().int().min(0).max(1000).default(100),
  REALTIME_LARGE_ROOM_SOCKETS: z.coerce.number().int().min(2).default(500),
  FOYER_WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  FRAME_ANCESTORS: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must have at least 16 characters').optional(),
  VIDEOCALL_CAPACITY: z.coerce.number().int().min(2, 'VIDEOCALL_CAPACITY must be 2 or more').max(100).default(10),
  TURN_URL: z.string().optional(),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must have at least 16 characters').optional(),
  TURN_CREDENTIAL_SECONDS: z.coerce.number().int().min(60, 'TURN_CREDENTIAL_SECONDS must be 60 or more').max(604_800).default(43_200),
  STUN_URL: z.string().optional(),
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  JANUS_URL: z.string().optional(),
  JANUS_API_SECRET: z.string().min(1).optional(),
  JANUS_ADMIN_KEY: z.string().min(1).optional(),
  MEDIA_PUBLIC_IP: z.ipv4('MEDIA_PUBLIC_IP must be an IPv4 address').default('127.0.0.1'),
  MEDIA_PORT_MIN: z.coerce.number().int().min(1024, 'MEDIA_PORT_MIN must be 1024 or more').max(65535).default(40000),
  MEDIA_PORT_MAX: z.coerce.number().int().min(1024, 'MEDIA_PORT_MAX must be 1024 or more').max(65535).default(40999),
  MEDIA_RECONNECT_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  VIDEOCALL_MEDIA_WAIT_MS: z.coerce.number().int().min(100, 'VIDEOCALL_MEDIA_WAIT_MS must be 100 or more').max(600_000).default(defaultVideocallMediaWaitMs),
  VIDEOCALL_SWEEP_MS: z.coerce.number().int().min(100, 'VIDEOCALL_SWEEP_MS must be 100 or more').max(600_000).default(30_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Address to listen on: `HOST`, else loopback in development and tests, every address in production. */
  host: string;
  /** Whether `host` came from `HOST` (the start message says so when it did not). */
  hostFromEnv: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Whether this is the only server process on its database (decision 0065): then broadcasts stay in the
   * process (no Socket.IO adapter) and the declared rate limits are counted in memory. `FOYER_PROCESSES`;
   * by default single on the embedded database (no other process can share it), many with `DATABASE_URL`.
   */
  singleProcess: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Undefined until the platform loads or creates a development secret (see secrets.ts). */
  jwtSecret: string | undefined;
  appTitle: string;
  debug: boolean;
  sentryDsn: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  /** The demo's main stage runs its speakers' call (in-process demo speakers on werift): on with the demo, off in tests, `DEMO_LIVE_STAGE=0` turns it off. */
  demoLiveStage: boolean;
  /** A stage's arrivals and departures go to its room as one message per this interval (decision 0050). */
  stageAttendanceAnnounceMs: number;
  /** Broadcasts to rooms of at least `largeRoomSockets` local sockets wait up to `windowMs` (decision 0056). */
  broadcastWindow: { largeRoomSockets: number; windowMs: number };
  webDist: string;
  /** Fastify `trustProxy`: false (default), true, or proxy addresses/CIDRs, comma-separated. */
  trustProxy: boolean | string[];
  /** CSP `frame-ancestors` sources: `['none']` unless organisers embed the event elsewhere. */
  frameAncestors: string[];
  /** Bearer token that opens `/metrics` in production to other hosts than this one. */
  metricsToken: string | undefined;
  /** Participants one video call takes (spec: 10, "configuration"). */
  videocallCapacity: number;
  /** TURN and STUN handed to browsers with each media session (platform/media-config.ts). */
  ice: IceConfig;
  /** Janus instances for call media (`JANUS_URL`); null: the in-process SFU. */
  janus: JanusConfig | null;
  /** Video call media (decision 0024): the address in ICE host candidates and the UDP ports of the in-process SFU. */
  media: {
    publicIp: string;
    portMin: number;
    portMax: number;
    /** A closed media session waits this long for its person to come back before they leave the call. */
    reconnectGraceMs: number;
    /** A seat taken by `join` waits this long for its media session before its person leaves the call (decision 0068). */
    waitMs: number;
  };
  /** How often each process sweeps the calls: lapsed calls end, lapsed seats go, unanswered access requests expire. */
  videocallSweepMs: number;
  version: string;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = (['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'APP_TITLE'] as const).filter((k) => !e[k]);
    if (missing.length > 0) {
      throw new ConfigError(`Production needs ${missing.join(', ')} to be set (see README, "Configuration").`);
    }
  }
  const frameAncestors = parseFrameAncestors(e.FRAME_ANCESTORS);
  const ice = parseIce(e);
  if (e.MEDIA_PORT_MAX <= e.MEDIA_PORT_MIN) throw new ConfigError('Invalid configuration:\n  MEDIA_PORT_MAX: must be above MEDIA_PORT_MIN');
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Development shows every sign-in code in the dev outbox: keep it to this machine unless asked.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    hostFromEnv: e.HOST !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    singleProcess: e.FOYER_PROCESSES === undefined ? e.DATABASE_URL === undefined : e.FOYER_PROCESSES === 'single',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    jwtSecret: e.JWT_SECRET,
    appTitle: e.APP_TITLE ?? 'Foyer',
    debug: e.FOYER_DEBUG,
    sentryDsn: e.SENTRY_DSN,
    logLevel: e.LOG_LEVEL,
    // The demo event is for trying Foyer out: on by default, except in tests and production.
    seedDemo: e.FOYER_SEED_DEMO === undefined ? e.NODE_ENV === 'development' : e.FOYER_SEED_DEMO !== '0',
    demoLiveStage: e.DEMO_LIVE_STAGE === undefined ? e.NODE_ENV !== 'test' : !['0', 'false', 'no', 'off'].includes(e.DEMO_LIVE_STAGE.toLowerCase()),
    stageAttendanceAnnounceMs: e.STAGE_ATTENDANCE_ANNOUNCE_MS,
    broadcastWindow: { largeRoomSockets: e.REALTIME_LARGE_ROOM_SOCKETS, windowMs: e.REALTIME_BROADCAST_WINDOW_MS },
    webDist: e.FOYER_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    frameAncestors,
    metricsToken: e.METRICS_TOKEN,
    videocallCapacity: e.VIDEOCALL_CAPACITY,
    ice,
    janus: parseJanus(e),
    media: { publicIp: e.MEDIA_PUBLIC_IP, portMin: e.MEDIA_PORT_MIN, portMax: e.MEDIA_PORT_MAX, reconnectGraceMs: e.MEDIA_RECONNECT_GRACE_MS, waitMs: e.VIDEOCALL_MEDIA_WAIT_MS },
    videocallSweepMs: e.VIDEOCALL_SWEEP_MS,
    version: '0.1.0',
  };
}

/**
 * Client addresses feed the per-network rate limits, so `X-Forwarded-For` is believed only from the
 * proxies named here (e.g. `loopback` or `127.0.0.1` behind nginx on the same host).
 */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

export interface JanusConfig {
  /** ws:// or wss:// addresses; a call's room lives on the one its id hashes to. */
  urls: string[];
  /** The instances' Janus API secret (`api_secret`), when they have one. */
  apiSecret: string | undefined;
  /** The VideoRoom plugin's `admin_key`, when room creation needs one. */
  adminKey: string | undefined;
}

/** `JANUS_URL`: a comma list of WebSocket addresses of Janus instances. */
function parseJanus(e: z.infer<typeof envSchema>): JanusConfig | null {
  const urls = (e.JANUS_URL ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (urls.length === 0) return null;
  const bad = urls.find((u) => !/^wss?:\/\/[^\s,]+$/.test(u));
  if (bad !== undefined) throw new ConfigError(`Invalid configuration:\n  JANUS_URL: "${bad}" is not a ws:// or wss:// address like ws://127.0.0.1:8188`);
  return { urls, apiSecret: e.JANUS_API_SECRET, adminKey: e.JANUS_ADMIN_KEY };
}

/** `TURN_URL` and `TURN_SECRET` come together; relaying everything needs a TURN server to relay through. */
function parseIce(e: z.infer<typeof envSchema>): IceConfig {
  const turn = parseUrlList('TURN_URL', e.TURN_URL, 'turn');
  const stun = parseUrlList('STUN_URL', e.STUN_URL, 'stun');
  const problems = [turn.problem, stun.problem].filter((p): p is string => p !== undefined);
  if (turn.urls.length > 0 && !e.TURN_SECRET) problems.push('TURN_SECRET: needed with TURN_URL (the static-auth-secret of coturn)');
  if (turn.urls.length === 0 && e.TURN_SECRET) problems.push('TURN_URL: needed with TURN_SECRET');
  if (turn.urls.length === 0 && e.ICE_TRANSPORT_POLICY === 'relay') problems.push('ICE_TRANSPORT_POLICY: relay needs TURN_URL');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    turnUrls: turn.urls,
    turnSecret: e.TURN_SECRET,
    stunUrls: stun.urls,
    turnCredentialSeconds: e.TURN_CREDENTIAL_SECONDS,
    transportPolicy: e.ICE_TRANSPORT_POLICY,
  };
}

/**
 * `FRAME_ANCESTORS`: who may show Foyer in a frame. `'none'` (default), `'self'`, or origins such as
 * `https://www.example.org https://*.example.com`, separated by spaces or commas.
 */
function parseFrameAncestors(value: string | undefined): string[] {
  const sources = (value ?? "'none'").split(/[\s,]+/).filter(Boolean).map((s) => (s === 'none' || s === 'self' ? `'${s}'` : s));
  const origin = /^(https?:\/\/)(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;
  const bad = sources.find((s) => s !== "'none'" && s !== "'self'" && !origin.test(s));
  if (bad !== undefined) {
    throw new ConfigError(`Invalid configuration:\n  FRAME_ANCESTORS: "${bad}" is not 'none', 'self' or an origin like https://www.example.org`);
  }
  if (sources.includes("'none'") && sources.length > 1) {
    throw new ConfigError("Invalid configuration:\n  FRAME_ANCESTORS: 'none' cannot be combined with other sources");
  }
  return sources.length > 0 ? sources : ["'none'"];
}
