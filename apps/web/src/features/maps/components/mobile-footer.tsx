import { Group, UnstyledButton, Text } from '@mantine/core';
import { IconHelpCircle, IconMessages, IconRss } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './mobile-map.module.css';

export type MobilePanel = 'chat' | 'feed' | 'help';

/** The mobile map's footer bar: public chat, social feed and the map help, each in a modal. */
export function MobileFooter({ chat, feed, help, onOpen }: { chat: boolean; feed: boolean; help: boolean; onOpen: (panel: MobilePanel) => void }) {
  const { t } = useTranslation();
  const items = [
    chat ? { id: 'chat' as const, label: t('chat.public_title'), icon: IconMessages } : null,
    feed ? { id: 'feed' as const, label: t('feed.title'), icon: IconRss } : null,
    help ? { id: 'help' as const, label: t('map.help_short'), icon: IconHelpCircle } : null,
  ].filter((x) => x !== null);
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label={t('map.panel_label')} className={classes.footer} gap={0} grow wrap="nowrap" data-testid="map-footer">
      {items.map(({ id, label, icon: Icon }) => (
        <UnstyledButton key={id} className={classes.footerButton} onClick={() => onOpen(id)}>
          <Icon size={20} aria-hidden />
          <Text size="xs" fw={600}>
            {label}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
