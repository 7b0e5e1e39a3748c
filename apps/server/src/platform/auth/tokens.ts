import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface RefreshClaims {
  userId: number;
  sessionId: string;
  refreshId: string;
}

/** Signs and checks our JWTs (HS256). Access tokens carry `typ: access`, refresh tokens `typ: refresh`. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Access tokens already verified, until they expire: every authenticated request presents one, and
   * checking its signature again (WebCrypto HMAC) was a tenth of a hot read's CPU. A token is its own
   * proof, so the cache holds nothing a revocation could make stale (sign-ins are checked separately).
   */
  private readonly verifiedAccess = new LRUCache<string, AccessClaims & { expiresAt: number }>({ max: 20_000 });

  constructor(
    secret: string,
    private readonly clock: Clock,
    readonly accessTtlSeconds = 15 * 60,
    readonly refreshTtlSeconds = 30 * 24 * 3600,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** Seconds since the epoch of `at` (default now). A fixed `at` signs the same token again, byte for byte. */
  private seconds(at?: Date): number {
    return Math.floor((at ?? this.clock.now()).getTime() / 1000);
  }

  signAccess(claims: AccessClaims, issuedAt?: Date): Promise<string> {
    const iat = this.seconds(issuedAt);
    return new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.accessTtlSeconds)
      .sign(this.key);
  }

  signRefresh(claims: RefreshClaims, issuedAt?: Date): Promise<string> {
    const iat = this.seconds(issuedAt);
    return new SignJWT({ typ: 'refresh', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(claims.refreshId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.refreshTtlSeconds)
      .sign(this.key);
  }

  /**
   * A short-lived token for one purpose (`typ`) a feature names, e.g. a call's media token: it is refused
   * wherever another `typ` is expected (access and refresh tokens included), and carries the claims given.
   */
  signScoped(typ: string, userId: number, claims: Record<string, string | number>, ttlSeconds: number): Promise<string> {
    if (typ === 'access' || typ === 'refresh') throw new Error(`scoped tokens cannot be of type ${typ}`);
    const iat = this.seconds();
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired scoped token of that `typ` (with `userId` from its subject), else null. */
  async verifyScoped(token: string, typ: string): Promise<(Record<string, unknown> & { userId: number }) | null> {
    const payload = await this.verify(token, typ);
    return payload ? { ...payload, userId: Number(payload.sub) } : null;
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const known = this.verifiedAccess.get(token);
    if (known && known.expiresAt > this.seconds()) return { userId: known.userId, sessionId: known.sessionId };
    const payload = await this.verify(token, 'access');
    if (!payload || typeof payload.sid !== 'string') return null;
    const claims = { userId: Number(payload.sub), sessionId: payload.sid };
    if (typeof payload.exp === 'number') this.verifiedAccess.set(token, { ...claims, expiresAt: payload.exp });
    return claims;
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | null> {
    const payload = await this.verify(token, 'refresh');
    if (!payload || typeof payload.sid !== 'string' || typeof payload.jti !== 'string') return null;
    return { userId: Number(payload.sub), sessionId: payload.sid, refreshId: payload.jti };
  }

  private async verify(token: string, typ: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      if (payload.typ !== typ || !payload.sub || !Number.isInteger(Number(payload.sub))) return null;
      return payload;
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
