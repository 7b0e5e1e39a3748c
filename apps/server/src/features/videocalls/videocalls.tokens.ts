import { videocallTokenSeconds } from '@foyer/contracts';
import type { TokenService } from '../../platform/auth/tokens';

/** The `typ` of a call's media token: refused wherever an access or refresh token is expected, and vice versa. */
const callTokenType = 'videocall';

export interface CallTokenClaims {
  userId: number;
  callId: number;
  eventSlug: string;
}

/**
 * The token `POST …/videocalls/join/` hands out: it lets its holder open the media session of that one
 * call, for `videocallTokenSeconds`. The media signalling (next to come) checks it with `verify`.
 */
export class CallTokens {
  constructor(private readonly tokens: TokenService) {}

  sign(userId: number, callId: number, eventSlug: string): Promise<string> {
    return this.tokens.signScoped(callTokenType, userId, { call: callId, event: eventSlug }, videocallTokenSeconds);
  }

  /** The claims when the token is valid, unexpired and for `callId`; null otherwise (another call's token included). */
  async verify(token: string, callId: number): Promise<CallTokenClaims | null> {
    const claims = await this.tokens.verifyScoped(token, callTokenType);
    if (!claims || claims.call !== callId || typeof claims.event !== 'string') return null;
    return { userId: claims.userId, callId, eventSlug: claims.event };
  }
}
