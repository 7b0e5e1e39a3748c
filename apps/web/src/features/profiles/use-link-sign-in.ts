import { useQuery } from '@tanstack/react-query';
import type { TokenPair } from '@foyer/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { currentUserQuery, useSignIn, useTokens } from '@/shared/session/session';

export type LinkSignIn =
  | { status: 'incomplete' }
  | { status: 'same-account' }
  | { status: 'exchanging' }
  | { status: 'done' }
  | { status: 'failed'; message: string };

/**
 * A mailed link of the account pages (`?code=…&email=…`, spec 3 §2): exchanged for tokens once, only when both
 * are present and the address is not the signed-in person's; then the current user is loaded again.
 * Answers where the exchange stands, the link's address and the signed-in person's query.
 */
export function useLinkSignIn(exchange: (code: string, email: string) => Promise<TokenPair>, failure: string) {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const email = params.get('email')?.trim().toLowerCase() ?? '';
  const tokens = useTokens();
  const signedIn = useQuery({ ...currentUserQuery(null), enabled: tokens !== null });
  const signIn = useSignIn();
  const [state, setState] = useState<LinkSignIn>({ status: 'exchanging' });
  const started = useRef(false);

  const complete = Boolean(code && email);
  // The link is for the account signed in here already: nothing to exchange.
  const sameAccount = signedIn.data?.email.toLowerCase() === email;
  useEffect(() => {
    if (started.current || !complete || sameAccount) return;
    if (tokens && signedIn.isPending) return;
    started.current = true;
    exchange(code, email)
      .then((pair) => signIn(pair, null))
      .then(() => setState({ status: 'done' }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error, failure) }));
  }, [complete, sameAccount, code, email, tokens, signedIn.isPending, signIn, exchange, failure]);

  const link: LinkSignIn = !complete ? { status: 'incomplete' } : state.status === 'exchanging' && sameAccount ? { status: 'same-account' } : state;
  return { link, email, tokens, signedIn };
}
