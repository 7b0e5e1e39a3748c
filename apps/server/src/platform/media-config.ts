import { createHmac } from 'node:crypto';

/** One entry of `RTCConfiguration.iceServers`, as the media join and the probe hand it to the browser. */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** How browsers reach the media server when a direct path fails (`TURN_URL`, `TURN_SECRET`, `STUN_URL`). */
export interface IceConfig {
  /** `turn:`/`turns:` URLs of one coturn (or several sharing the secret); empty: no TURN. */
  turnUrls: string[];
  /** coturn's `static-auth-secret`; set exactly when `turnUrls` is. */
  turnSecret: string | undefined;
  /** `stun:` URLs; empty by default so that no public STUN server is contacted. */
  stunUrls: string[];
  /** Life of the TURN credentials handed out with a media join. */
  turnCredentialSeconds: number;
  /** 'relay' makes browsers use TURN only (`ICE_TRANSPORT_POLICY`). */
  transportPolicy: 'all' | 'relay';
}

export interface TurnCredentials {
  username: string;
  credential: string;
  /** Unix seconds after which coturn refuses the credentials. */
  expiresAt: number;
}

/**
 * coturn's REST scheme (`use-auth-secret`): the username is `expiry:subject` with the expiry in Unix seconds,
 * the password base64(HMAC-SHA1(secret, username)). coturn recomputes it from its `static-auth-secret`, so
 * nothing is stored and a credential dies on its own.
 */
export function turnCredentials(secret: string, subject: string | number, expiresAt: number): TurnCredentials {
  const username = `${expiresAt}:${subject}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt };
}

/**
 * The `iceServers` for one media session of `subject` (a user id): STUN when configured, then TURN with
 * fresh credentials. Empty when neither is configured: browsers then use the media server's host candidates.
 */
export function iceServersFor(ice: IceConfig, subject: string | number, nowMs: number, seconds = ice.turnCredentialSeconds): IceServer[] {
  const servers: IceServer[] = [];
  if (ice.stunUrls.length > 0) servers.push({ urls: [...ice.stunUrls] });
  if (ice.turnUrls.length > 0 && ice.turnSecret) {
    const expiresAt = Math.floor(nowMs / 1000) + seconds;
    const { username, credential } = turnCredentials(ice.turnSecret, subject, expiresAt);
    servers.push({ urls: [...ice.turnUrls], username, credential });
  }
  return servers;
}

/** What the media join (and the probe) acknowledge besides `ok`: the browser's `RTCConfiguration` parts. */
export function iceConfigurationFor(
  ice: IceConfig,
  subject: string | number,
  nowMs: number,
  seconds?: number,
): { iceServers: IceServer[]; iceTransportPolicy: 'all' | 'relay' } {
  return { iceServers: iceServersFor(ice, subject, nowMs, seconds), iceTransportPolicy: ice.transportPolicy };
}

const turnUrl = /^turns?:[^\s/?#,]+(\?transport=(udp|tcp))?$/;
const stunUrl = /^stuns?:[^\s/?#,]+$/;

/** A comma list of URLs, each checked; the message names the variable and the first bad entry. */
export function parseUrlList(name: string, value: string | undefined, scheme: 'turn' | 'stun'): { urls: string[]; problem?: string } {
  const urls = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const pattern = scheme === 'turn' ? turnUrl : stunUrl;
  const bad = urls.find((u) => !pattern.test(u));
  if (bad !== undefined) {
    const example = scheme === 'turn' ? 'turn:turn.example.org:3478?transport=udp or turns:turn.example.org:5349' : 'stun:stun.example.org:3478';
    return { urls, problem: `${name}: "${bad}" is not a ${scheme}: URL like ${example}` };
  }
  return { urls };
}
