import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ManualClock } from '../clock';
import { TokenService } from './tokens';

/** Verified access tokens are remembered until they expire (decision 0017); the answers stay the same. */
describe('access token verification', () => {
  const secret = 'a test secret long enough for HS256 keys';

  it('answers a token verified before from memory, and refuses it once it expires', async () => {
    const clock = new ManualClock(new Date('2026-11-23T10:00:00Z'));
    const tokens = new TokenService(secret, clock, 60);
    const token = await tokens.signAccess({ userId: 7, sessionId: '5f0c1d2e-0000-4000-8000-000000000001' });
    const claims = { userId: 7, sessionId: '5f0c1d2e-0000-4000-8000-000000000001' };
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(59_000);
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    clock.advance(1_000);
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('never takes a token it refused, or one signed with another key, for one it remembers', async () => {
    const clock = new ManualClock();
    const tokens = new TokenService(secret, clock);
    const forged = await new SignJWT({ typ: 'access', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another secret, another key entirely'));
    expect(await tokens.verifyAccess(forged)).toBeNull();
    expect(await tokens.verifyAccess(forged)).toBeNull();
    const refresh = await tokens.signRefresh({ userId: 7, sessionId: 's', refreshId: 'r' });
    expect(await tokens.verifyAccess(refresh)).toBeNull();
    expect(await tokens.verifyRefresh(refresh)).not.toBeNull();
  });
});
