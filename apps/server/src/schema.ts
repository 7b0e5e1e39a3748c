/**
 * Every table the server knows, gathered at the composition root from the platform's and the features'
 * `*.schema.ts` files, for drizzle-kit (drizzle.config.ts) to generate the migrations. Features own their
 * tables; the platform knows none of them (queries name their tables, no relational `db.query`).
 */
export * from './features/identity/accounts.schema';
export * from './features/identity/events.schema';
export * from './features/identity/change-log.schema';
export * from './features/identity/bans.schema';
export * from './features/events/navigation.schema';
export * from './features/analytics/analytics.schema';
export * from './features/presence/presence.schema';
export * from './platform/rate-limit.schema';
export * from './platform/realtime/realtime.schema';
export * from './features/maps/maps.schema';
export * from './features/program/program.schema';
export * from './features/chat/chat.schema';
export * from './features/chat/chat-rules.schema';
export * from './features/private-chat/private-chat.schema';
export * from './features/contact/contact.schema';
export * from './features/social-feed/social-feed.schema';
export * from './features/booths/booths.schema';
export * from './features/business-cards/business-cards.schema';
export * from './features/jobs/jobs.schema';
export * from './features/goodiebag/goodiebag.schema';
export * from './features/attendees/attendees.schema';
export * from './features/videocalls/videocalls.schema';
export * from './features/appointments/appointments.schema';
export * from './features/meetings/meetings.schema';
export * from './features/recordings/recordings.schema';
export * from './features/presentations/presentations.schema';
export * from './features/cinema/cinema.schema';
export * from './features/posters/posters.schema';
export * from './features/chatroulette/chatroulette.schema';
export * from './features/blocking/blocking.schema';
export * from './features/people/invitations.schema';
export * from './features/moderation/moderation.schema';
