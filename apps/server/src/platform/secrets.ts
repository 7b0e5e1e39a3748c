import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Outside production a missing JWT_SECRET is created once and kept in DATA_DIR, so sign-ins survive a
 * restart and several local processes sharing DATA_DIR agree. Production refuses to start without one.
 */
export function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/**
 * Keys derived from the server secret, one per purpose, so a code hash can never be mistaken for a
 * token signature or the other way round.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', secret).update(`foyer:${purpose}:v1`).digest();
}
