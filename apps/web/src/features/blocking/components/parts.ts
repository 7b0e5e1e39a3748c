// What blocking plugs into other features' views (plug-ins.ts): one chunk, fetched when the first is shown.
export { BlockAction } from './block-action';
export { BlockedBadge } from './blocked-badge';
export { BlockedComposerGate } from './composer-gate';
export { BlockedPeopleMenuItem } from './blocked-people';
