import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { i18n } from '@/i18n';

export interface AppModalOptions {
  id?: string;
  title?: ReactNode;
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | string | number;
  /** False keeps it open on backdrop clicks and Escape, and hides the close button (spec 1 §4). */
  dismissable?: boolean;
  onClose?: () => void;
}

/**
 * Opens a modal with the app's fade (200 ms in, 250 ms out, from the theme). Returns its id, for
 * `closeAppModal`.
 */
export function openAppModal({ id, title, children, size = 'md', dismissable = true, onClose }: AppModalOptions): string {
  return modals.open({
    modalId: id,
    title,
    children,
    size,
    onClose,
    closeOnClickOutside: dismissable,
    closeOnEscape: dismissable,
    withCloseButton: dismissable,
    // The close button is only an icon: it needs a name for screen readers.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function closeAppModal(id: string): void {
  modals.close(id);
}
