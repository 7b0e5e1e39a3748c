export { eventSlugFromPath, useEventSlug } from './event-slug';
export { lastEvent } from './last-event';
export {
  clearPersonalCache,
  currentUserQuery,
  sessionKeys,
  signOut,
  useCurrentUser,
  useSignIn,
  useSignOut,
  useTokens,
  type CurrentUserState,
  type SessionStatus,
} from './session';
export { sessionRoutes } from './routes';
