export { eventKeys, currentEventQuery, navigationQuery, spacesQuery } from './api';
export { eventLoadErrorMessage } from './event-errors';
export { useCurrentEvent, type CurrentEventState, type EventLoadStatus } from './use-current-event';
export { useNavigation } from './use-navigation';
export { useEventTimeFormat } from './use-time-format';
