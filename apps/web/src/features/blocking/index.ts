export { BlockAction } from './components/block-action';
export { BlockedBadge } from './components/blocked-badge';
export { BlockedComposerGate } from './components/composer-gate';
export { BlockedPeople, BlockedPeopleMenuItem, openBlockedPeople } from './components/blocked-people';
