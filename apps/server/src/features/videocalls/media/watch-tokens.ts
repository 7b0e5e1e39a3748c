import { videocallTokenSeconds } from '@foyer/contracts';
import type { TokenService } from '../../../platform/auth/tokens';

/**
 * The `typ` of a receive-only media token: a presentation's audience watches a call with it. It is not a
 * call token (`videocall`): the signalling opens a viewer session with it, never a participant's.
 */
const watchTokenType = 'videocall_watch';

export interface WatchTokenClaims {
  userId: number;
  callId: number;
  eventSlug: string;
  /** The largest camera layer the viewer gets. */
  maxLayer: 'q' | 'h';
}

/** Signs and checks watch tokens (the presentations feature signs them for people allowed on the stage). */
export class WatchTokens {
  constructor(private readonly tokens: TokenService) {}

  sign(userId: number, callId: number, eventSlug: string, maxLayer: 'q' | 'h'): Promise<string> {
    return this.tokens.signScoped(watchTokenType, userId, { call: callId, event: eventSlug, layer: maxLayer }, videocallTokenSeconds);
  }

  async verify(token: string, callId: number): Promise<WatchTokenClaims | null> {
    const claims = await this.tokens.verifyScoped(token, watchTokenType);
    if (!claims || claims.call !== callId || typeof claims.event !== 'string') return null;
    return { userId: claims.userId, callId, eventSlug: claims.event, maxLayer: claims.layer === 'q' ? 'q' : 'h' };
  }
}
