import { ActionIcon, Box, Group, Paper, ScrollArea, Title, Tooltip, Transition } from '@mantine/core';
import { IconArrowsDiagonal, IconArrowsDiagonalMinimize2, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyPanel } from '@/shared/ui/page-state';
import { layout, useIsMobile, useSidebarWidth } from '@/shared/ui/layout';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { sidebarMeta } from './sidebar-meta';
import { sidebarPanelFor } from '@/shared/plug-ins/sidebar-panels';
import { sidebars, useSidebars, type SidebarId } from '@/shared/plug-ins/sidebars';

function DefaultPanel({ id }: { id: SidebarId }) {
  const { t } = useTranslation();
  const meta = sidebarMeta[id];
  const Icon = meta.icon;
  return <EmptyPanel icon={<Icon size={28} stroke={1.6} />} title={t(meta.emptyKey)} description={t(meta.emptyHintKey)} />;
}

/** The right-hand sidebar of an event page; hosts whichever panel is open (one at a time). */
export function SidebarHost({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const { open, expanded } = useSidebars();
  const isMobile = useIsMobile();
  const sidebarWidth = useSidebarWidth();
  // The last open sidebar stays rendered while it slides out.
  const [shown, setShown] = useState<SidebarId | null>(open);
  if (open && open !== shown) setShown(open);
  const panel = shown ? sidebarPanelFor(shown) : undefined;
  const width = isMobile ? '100vw' : expanded ? layout.sidebarWidthExpanded : (panel?.width ?? sidebarWidth);
  useNotificationsBesidePanel(open && typeof width === 'number' ? width : null);

  useEffect(() => {
    if (!open) return;
    // Capture phase: an open tooltip swallows Escape on its way up. A modal above takes Escape itself.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('[role="dialog"][aria-modal="true"]')) sidebars.close();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  // Leaving the event closes its sidebar.
  useEffect(() => () => sidebars.close(), [eventSlug]);

  return (
    <Transition mounted={open !== null} transition="slide-left" duration={200} exitDuration={200}>
      {(style) => (
        <Paper
          component="aside"
          aria-label={shown ? t(sidebarMeta[shown].labelKey) : undefined}
          data-testid={shown ? `sidebar-${shown}` : undefined}
          shadow="lg"
          radius={0}
          style={{
            ...style,
            position: 'fixed',
            top: layout.topBarHeight,
            right: 0,
            bottom: 0,
            width,
            maxWidth: '100vw',
            zIndex: 150,
            display: 'flex',
            flexDirection: 'column',
            borderLeft: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {shown ? (
            <>
              <Group justify="space-between" px="md" h={52} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', flexShrink: 0 }}>
                <Title order={2} size="h5">
                  {t(sidebarMeta[shown].labelKey)}
                </Title>
                <Group gap={4}>
                  {panel?.expandable && !isMobile ? (
                    <Tooltip label={expanded ? t('shell.sidebars.collapse') : t('shell.sidebars.expand')}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={expanded ? t('shell.sidebars.collapse') : t('shell.sidebars.expand')}
                        onClick={() => sidebars.setExpanded(!expanded)}
                      >
                        {expanded ? <IconArrowsDiagonalMinimize2 size={18} /> : <IconArrowsDiagonal size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  <ActionIcon variant="subtle" color="gray" aria-label={t('common.close')} onClick={sidebars.close}>
                    <IconX size={18} />
                  </ActionIcon>
                </Group>
              </Group>
              <ScrollArea style={{ flex: 1 }} type="auto">
                <Box p={panel ? 0 : 'md'}>
                  {panel ? <panel.component eventSlug={eventSlug} expanded={expanded} close={sidebars.close} /> : <DefaultPanel id={shown} />}
                </Box>
              </ScrollArea>
            </>
          ) : null}
        </Paper>
      )}
    </Transition>
  );
}
