import { Notifications } from '@mantine/notifications';
import { limits } from '@foyer/contracts/constants';
import classes from './app-root.module.css';

/** Where `notify()` (shared/notify) draws: a chunk of its own, mounted with the first notification. */
export function NotificationsHost() {
  return (
    <Notifications
      position="top-right"
      autoClose={limits.notificationMs}
      limit={5}
      zIndex={1000}
      containerWidth={400}
      classNames={{ root: classes.notifications }}
    />
  );
}
