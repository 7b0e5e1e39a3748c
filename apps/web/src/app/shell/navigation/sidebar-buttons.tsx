import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { CurrentEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useAttendeeListOpen } from '@/features/attendees';
import { formatUnread, useUnreadTotal } from '@/features/private-chat';
import { openHelpModal } from '@/shared/ui/help-modal';
import { availableSidebars, sidebarMeta } from '../sidebars/sidebar-meta';
import { sidebars, useSidebars } from '@/shared/plug-ins/sidebars';

/** Top-bar icons: performers, calendar, attendees (by event flags, attendees while the list is open) and messages; each toggles its sidebar. */
export function SidebarButtons({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  const { open } = useSidebars();
  const unread = useUnreadTotal(event.slug);
  const attendeesOpen = useAttendeeListOpen(event);
  return (
    <>
      {availableSidebars(event, attendeesOpen).map((id) => {
        const { icon: Icon, labelKey } = sidebarMeta[id];
        const active = open === id;
        const count = id === 'messages' ? unread : 0;
        return (
          <Tooltip key={id} label={t(labelKey)}>
            <Indicator disabled={count === 0} label={formatUnread(count)} size={18} offset={6} color="red" inline data-testid={`topbar-${id}-unread`}>
            <ActionIcon
              size={40}
              radius="md"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray.7'}
              aria-label={count ? `${t(labelKey)} (${t('private_chat.unread', { count })})` : t(labelKey)}
              aria-pressed={active}
              data-testid={`topbar-${id}`}
              onClick={() => sidebars.toggle(id)}
            >
              <Icon size={22} stroke={1.7} />
            </ActionIcon>
            </Indicator>
          </Tooltip>
        );
      })}
    </>
  );
}

export function HelpButton({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  if (!event.help_content.trim()) return null;
  return (
    <Tooltip label={t('nav.help')}>
      <ActionIcon size={40} radius="md" variant="subtle" color="gray.7" aria-label={t('nav.help')} onClick={() => openHelpModal(t, event.help_content)}>
        <IconHelpCircle size={22} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
