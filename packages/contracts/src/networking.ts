import { z } from 'zod';
import { slugParam } from './http';
import { basicUser } from './users';

/**
 * Avatars on a networking map (spec 2 "Networking area": "The map lets attendees drag their avatar").
 * The spec names no message for it, so these are ours (docs/realtime.md, decision 0027). Positions are in
 * the map's own units: pixels of its background image (of `networkingMapDefaultSize` without one), the
 * same units as a call's `x_position` / `y_position`.
 */

/** The map's size when the area has no background image (and the frame the demo lounge is drawn in). */
export const networkingMapDefaultSize = { width: 1920, height: 1080 } as const;
/** A dragged avatar sends its position at most this often (the last one always goes). */
export const networkingMoveThrottleMs = 100;

const coordinate = z.number().finite().min(0).max(100_000);

/** A person's avatar where it stands on the map. */
export const networkingAvatar = z.object({ user: basicUser, x_position: coordinate, y_position: coordinate });
export type NetworkingAvatar = z.infer<typeof networkingAvatar>;

export const moveNetworkingAvatar = z.object({ networking_page: slugParam, x_position: coordinate, y_position: coordinate });

export const networkingClientEvents = {
  /**
   * Sent volatile while the person drags their avatar (throttled, `networkingMoveThrottleMs`). Only from a
   * socket that joined that area (`join_networking_area`); relayed volatile to the others there.
   */
  move_networking_avatar: moveNetworkingAvatar,
} as const;

export const networkingClientEventLimits = {
  // Ten a second while dragging, counted per socket in its process (nothing is stored), with room to spare.
  move_networking_avatar: { max: 1200, windowSeconds: 60, per: 'socket', store: 'local' },
} as const;

export const networkingServerEvents = {
  /** To the socket that joined an area: the avatars already on it (every server process asked). */
  networking_avatars: z.object({ networking_page: z.string(), avatars: z.array(networkingAvatar) }),
  /** Someone's avatar moved (volatile: a lost one is replaced by the next). */
  networking_avatar_moved: networkingAvatar.extend({ networking_page: z.string() }),
  /** Someone left the area (left it, closed the page, lost the connection): their avatar goes. */
  networking_avatar_left: z.object({ networking_page: z.string(), user_id: z.number().int() }),
} as const;
