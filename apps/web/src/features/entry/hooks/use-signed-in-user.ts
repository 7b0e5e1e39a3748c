import { useState } from 'react';
import { useCurrentUser } from '@/shared/session/session';

/**
 * Whether the person arriving here is already signed in for this event (tokens present and the current
 * user loads for it): then the page sends them into the event (spec 1 §6). `checking` is true only while
 * that is first being found out, so the form neither flashes before a redirect nor unmounts later while
 * a sign-in through it loads the user.
 */
export function useSignedInUser() {
  const { status } = useCurrentUser();
  const [settled, setSettled] = useState(status !== 'loading');
  if (!settled && status !== 'loading') setSettled(true);
  return { checking: !settled && status === 'loading', signedIn: status === 'signed-in' };
}
