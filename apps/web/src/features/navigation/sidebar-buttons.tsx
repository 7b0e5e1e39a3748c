import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { CurrentEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { openHelpModal } from './modals/help-modal';
import { availableSidebars, sidebarMeta } from './sidebars/sidebar-meta';
import { sidebars, useSidebars } from './sidebars/sidebar-store';

/** Top-bar icons: performers, calendar, attendees (by event flags) and messages; each toggles its sidebar. */
export function SidebarButtons({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  const { open } = useSidebars();
  return (
    <>
      {availableSidebars(event).map((id) => {
        const { icon: Icon, labelKey } = sidebarMeta[id];
        const active = open === id;
        return (
          <Tooltip key={id} label={t(labelKey)}>
            <ActionIcon
              size={40}
              radius="md"
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray.7'}
              aria-label={t(labelKey)}
              aria-pressed={active}
              data-testid={`topbar-${id}`}
              onClick={() => sidebars.toggle(id)}
            >
              <Icon size={22} stroke={1.7} />
            </ActionIcon>
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
