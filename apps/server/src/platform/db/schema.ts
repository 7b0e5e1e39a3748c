/**
 * Every table the server knows, gathered from the features' `<feature>.schema.ts` files so that
 * drizzle-kit and the typed query builder see one schema. Features own their tables.
 */
export * from '../../features/accounts/accounts.schema';
export * from '../../features/events/events.schema';
export * from '../../features/analytics/analytics.schema';
export * from '../../features/presence/presence.schema';
export * from '../rate-limit.schema';
export * from '../realtime/realtime.schema';
export * from '../../features/maps/maps.schema';
export * from '../../features/program/program.schema';
export * from '../../features/chat/chat.schema';
export * from '../../features/contact/contact.schema';
export * from '../../features/social-feed/social-feed.schema';
export * from '../../features/booths/booths.schema';
export * from '../../features/business-cards/business-cards.schema';
export * from '../../features/jobs/jobs.schema';
