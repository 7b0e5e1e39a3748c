import { ActionIcon, Stack, Tabs, Tooltip } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand, IconMessages, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { PublicChat } from '@/features/public-chat';
import { SocialFeed } from '@/features/social-feed';
import { useSidebarWidth } from '@/shared/ui/layout';
import panel from './side-panel.module.css';

type PanelTab = 'chat' | 'feed';

/** The folded panel's width. */
const RAIL_WIDTH = 56;

interface MapSidePanelProps {
  eventSlug: string;
  chatId: number | null;
  showFeed: boolean;
}

/** The map's right panel (desktop): public chat and social feed tabs; folds into a slim rail. */
export function MapSidePanel({ eventSlug, chatId, showFeed }: MapSidePanelProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'foyer.map-panel-collapsed', defaultValue: false });
  const [tab, setTab] = useState<PanelTab>(chatId !== null ? 'chat' : 'feed');
  const width = useSidebarWidth();
  useNotificationsBesidePanel(collapsed ? RAIL_WIDTH : width);
  const tabs: Array<{ id: PanelTab; label: string; icon: typeof IconMessages }> = [
    ...(chatId !== null ? [{ id: 'chat' as const, label: t('chat.public_title'), icon: IconMessages }] : []),
    ...(showFeed ? [{ id: 'feed' as const, label: t('feed.title'), icon: IconRss }] : []),
  ];

  if (collapsed) {
    return (
      <Stack component="aside" aria-label={t('map.panel_label')} className={panel.rail} w={RAIL_WIDTH} gap="xs" align="center" py="sm">
        <Tooltip label={t('map.panel_expand')} position="left">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('map.panel_expand')} onClick={() => setCollapsed(false)}>
            <IconLayoutSidebarRightExpand size={20} />
          </ActionIcon>
        </Tooltip>
        {tabs.map(({ id, label, icon: Icon }) => (
          <Tooltip key={id} label={label} position="left">
            <ActionIcon
              variant="light"
              size="lg"
              aria-label={label}
              onClick={() => {
                setTab(id);
                setCollapsed(false);
              }}
            >
              <Icon size={20} />
            </ActionIcon>
          </Tooltip>
        ))}
      </Stack>
    );
  }

  return (
    <aside className={panel.panel} style={{ width }} aria-label={t('map.panel_label')} data-testid="map-side-panel">
      <Tabs
        value={tab}
        onChange={(v) => v && setTab(v as PanelTab)}
        className={panel.tabs}
        classNames={{ tab: panel.tab, tabLabel: panel.tabLabel }}
        keepMounted={false}
      >
        <div className={panel.head}>
          <Tabs.List grow className={panel.list}>
            {tabs.map(({ id, label, icon: Icon }) => (
              <Tabs.Tab key={id} value={id} leftSection={<Icon size={16} aria-hidden />}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tooltip label={t('map.panel_collapse')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('map.panel_collapse')} onClick={() => setCollapsed(true)} mx={6}>
              <IconLayoutSidebarRightCollapse size={20} />
            </ActionIcon>
          </Tooltip>
        </div>
        {chatId !== null ? (
          <Tabs.Panel value="chat" className={panel.body}>
            <PublicChat eventSlug={eventSlug} chatId={chatId} />
          </Tabs.Panel>
        ) : null}
        {showFeed ? (
          <Tabs.Panel value="feed" className={panel.body}>
            <SocialFeed eventSlug={eventSlug} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </aside>
  );
}
