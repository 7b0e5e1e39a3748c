/**
 * Named routes used by links (spec 1 §2). Pages arriving later take these addresses; until then an
 * address under an event leads to the event home.
 */
export const namedPaths = {
  enterEvent: (eventSlug: string) => `/${eventSlug}/enterevent`,
  appointments: (eventSlug: string) => `/${eventSlug}/appointments`,
  allMeetings: (eventSlug: string) => `/${eventSlug}/allmeetings`,
  goodiebag: (eventSlug: string) => `/${eventSlug}/goodiebag`,
  removeUserData: (eventSlug: string) => `/remove-account?event=${encodeURIComponent(eventSlug)}`,
  logout: () => '/logout',
  myBrowser: () => '/my-browser',
} as const;
