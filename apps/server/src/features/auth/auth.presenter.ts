import type { ReplyOf, authRoutes } from '@foyer/contracts';
import type { SignedIn } from './auth.service';

type ObtainReply = ReplyOf<typeof authRoutes.obtain>;
type TokenReply = ReplyOf<typeof authRoutes.refresh>;

/** `/auth/obtain/`: the token pair, and `activation_key` only when there is one to use. */
export function presentObtain(s: SignedIn): ObtainReply {
  return s.activationKey ? { access: s.access, refresh: s.refresh, activation_key: s.activationKey } : { access: s.access, refresh: s.refresh };
}

/** Refresh and password sign-in answer only the pair. */
export function presentTokens(s: SignedIn): TokenReply {
  return { access: s.access, refresh: s.refresh };
}
