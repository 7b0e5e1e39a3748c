import { notifications } from '@mantine/notifications';
import { limits } from '@foyer/contracts/constants';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n';

/** Notification types of the spec (error, warning, success, info). */
export type NotificationType = 'error' | 'warning' | 'success' | 'info';

export interface NotifyOptions {
  /** A stable id: a notification with an id that is still shown (or being removed) is not shown twice. */
  id?: string;
  title?: ReactNode;
  /** How long it stays; 7000 ms unless given, `false` keeps it until closed. */
  displayDuration?: number | false;
  /** Whether the close button is shown. */
  withCloseButton?: boolean;
  icon?: ReactNode;
}

export const notificationColors: Record<NotificationType, string> = {
  error: 'red',
  warning: 'orange',
  success: 'teal',
  info: 'blue',
};

let counter = 0;
/** Ids shown or being removed; an id leaves this set `notificationRemoveMs` after it is hidden. */
const active = new Set<string>();

function forget(id: string): void {
  setTimeout(() => active.delete(id), limits.notificationRemoveMs);
}

/**
 * Shows a notification (spec 1 §4): displayed 7000 ms by default and removed 1000 ms after it hides.
 * Returns its id; `null` when one with the same id is already showing.
 */
export function notify(type: NotificationType, body: ReactNode, options: NotifyOptions = {}): string | null {
  const id = options.id ?? `foyer-${++counter}`;
  if (active.has(id)) return null;
  active.add(id);
  notifications.show({
    id,
    color: notificationColors[type],
    title: options.title,
    message: body,
    icon: options.icon,
    autoClose: options.displayDuration ?? limits.notificationMs,
    withCloseButton: options.withCloseButton ?? true,
    // Mantine's close button is only an icon: it needs a name for screen readers.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    'data-type': type,
    onClose: () => forget(id),
  });
  return id;
}

notify.error = (body: ReactNode, options?: NotifyOptions) => notify('error', body, options);
notify.warning = (body: ReactNode, options?: NotifyOptions) => notify('warning', body, options);
notify.success = (body: ReactNode, options?: NotifyOptions) => notify('success', body, options);
notify.info = (body: ReactNode, options?: NotifyOptions) => notify('info', body, options);

/** A short confirmation (3000 ms), e.g. 'Email has been sent'. */
export function toast(body: ReactNode, type: NotificationType = 'success', options: NotifyOptions = {}): string | null {
  return notify(type, body, { displayDuration: limits.toastMs, ...options });
}

/** Hides a notification by id; it is forgotten 1000 ms later. */
export function hideNotification(id: string): void {
  notifications.hide(id);
}

/** Test helper: forget every id at once. */
export function resetNotifyState(): void {
  active.clear();
}
