import { useEffect } from 'react';
import { attendeeSubscriptionMax } from '@foyer/contracts';
import { realtime } from '@/shared/realtime';
import { onLoggedIn } from '@/shared/realtime/binding';

/** Subscriptions are sent in batches at most once a second (spec 3 §9). */
export const subscriptionBatchMs = 1000;

/**
 * The people on screen, counted by how many components show them. Every second the changes since the
 * last batch go out as one `subscribe_to_attendees` and one `unsubscribe_to_attendees`. After each new
 * login (a token refresh, a reconnect: the server forgets a socket's rooms) everyone counted is
 * subscribed again at once, and then `onResubscribed` listeners hear of it: updates sent while the socket
 * was out of the rooms are lost, so what is on screen must be read again.
 */
class AttendeeSubscriptions {
  private readonly counts = new Map<number, number>();
  /** What the server has been told. */
  private readonly sent = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopLogin: (() => void) | null = null;
  private readonly resubscribed = new Set<() => void>();
  /** A login came before the one being handled (then updates may have been missed in between). */
  private hadLogin = false;

  /** Calls `listener` after the people on screen were subscribed again after a new login. */
  onResubscribed(listener: () => void): () => void {
    this.resubscribed.add(listener);
    return () => this.resubscribed.delete(listener);
  }

  add(ids: number[]): void {
    for (const id of ids) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    this.schedule();
  }

  remove(ids: number[]): void {
    for (const id of ids) {
      const n = (this.counts.get(id) ?? 0) - 1;
      if (n > 0) this.counts.set(id, n);
      else this.counts.delete(id);
    }
    this.schedule();
  }

  private schedule(): void {
    this.stopLogin ??= onLoggedIn(realtime, () => {
      // Not a second later: every update until the server has the rooms again is missed.
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.sent.clear();
      this.flush();
      if (this.hadLogin && this.counts.size > 0) for (const listener of this.resubscribed) listener();
      this.hadLogin = true;
    });
    this.hadLogin ||= realtime.getStatus().loggedIn;
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush();
    }, subscriptionBatchMs);
  }

  private flush(): void {
    const wanted = [...this.counts.keys()].filter((id) => !this.sent.has(id));
    const unwanted = [...this.sent].filter((id) => !this.counts.has(id));
    for (let i = 0; i < wanted.length; i += attendeeSubscriptionMax) {
      const user_ids = wanted.slice(i, i + attendeeSubscriptionMax);
      realtime.send('subscribe_to_attendees', { user_ids });
    }
    for (let i = 0; i < unwanted.length; i += attendeeSubscriptionMax) {
      realtime.send('unsubscribe_to_attendees', { user_ids: unwanted.slice(i, i + attendeeSubscriptionMax) });
    }
    for (const id of wanted) this.sent.add(id);
    for (const id of unwanted) this.sent.delete(id);
  }
}

export const attendeeSubscriptions = new AttendeeSubscriptions();

/** Live updates for the people shown while the component is mounted. */
export function useAttendeeSubscriptions(ids: number[]): void {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const list = key ? key.split(',').map(Number) : [];
    if (list.length === 0) return;
    attendeeSubscriptions.add(list);
    return () => attendeeSubscriptions.remove(list);
  }, [key]);
}
