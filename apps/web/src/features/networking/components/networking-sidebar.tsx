import { ActionIcon, Avatar, Badge, Group, ScrollArea, Stack, Tabs, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAdjustments, IconArrowsMaximize, IconArrowsMinimize, IconLock, IconMessages, IconUsers, IconVideo, IconVideoOff } from '@tabler/icons-react';
import type { Videocall } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttendeeSidebar } from '@/features/attendees';
import { useNotificationsBesidePanel } from '@/shared/ui/notifications-offset';
import { PublicChat } from '@/features/public-chat';
import { useSidebarWidth } from '@/shared/ui/layout';
import { EmptyPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import classes from './networking.module.css';

function MeetingsList({ calls, onOpen, onArrange }: { calls: Videocall[]; onOpen: (call: Videocall) => void; onArrange?: (call: Videocall) => void }) {
  const { t } = useTranslation();
  if (calls.length === 0) {
    return <EmptyPanel icon={<IconVideoOff size={28} stroke={1.6} />} title={t('networking.meetings_empty')} description={t('networking.meetings_empty_hint')} />;
  }
  return (
    <Stack gap={0} data-testid="networking-meetings">
      {calls.map((call) => (
        <Group key={call.id} gap={0} wrap="nowrap" className={classes.meetingItem} data-testid="networking-meeting" data-call-id={call.id}>
          <UnstyledButton className={classes.meetingRow} onClick={() => onOpen(call)}>
            <Group wrap="nowrap" justify="space-between" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  {call.status === 'request' ? <IconLock size={14} aria-hidden /> : <IconVideo size={14} aria-hidden />}
                  <Text size="sm" fw={650} truncate>
                    <UserText>{call.display_name}</UserText>
                  </Text>
                </Group>
                <Group gap={6}>
                  <Badge size="xs" variant="filled" color={call.status === 'request' ? '#a84300' : 'teal.9'}>
                    {t(`networking.status.${call.status}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('networking.participants', { people: call.users.length, capacity: call.capacity })}
                  </Text>
                </Group>
              </Stack>
              <Avatar.Group spacing={8}>
                {call.users.slice(0, 3).map((u) => (
                  <Avatar key={u.id} src={u.mugshot} name={`${u.first_name} ${u.last_name}`.trim() || undefined} color="brand" radius="xl" size={28} alt="" />
                ))}
              </Avatar.Group>
            </Group>
          </UnstyledButton>
          {onArrange ? (
            <Tooltip label={t('networking.arrange.button')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mr="xs"
                onClick={() => onArrange(call)}
                aria-label={t('networking.arrange.label', { name: call.display_name })}
                data-testid="networking-arrange"
              >
                <IconAdjustments size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ))}
    </Stack>
  );
}

interface SidebarProps {
  eventSlug: string;
  chatId: number | null;
  calls: Videocall[];
  onOpenCall: (call: Videocall) => void;
  /** Organisers: open the controls that rename, close or move a call. */
  onArrangeCall?: (call: Videocall) => void;
  mobile: boolean;
}

type SidebarView = 'attendees' | 'meetings' | 'chat';

/**
 * The networking sidebar (spec 2): attendee search with the tag filter, a meetings tab listing the area's
 * calls, and the public chat. One row of tabs is the switch between the attendees view and the chat (a
 * second row of its own repeated "Attendees"); the toggle doubles its width.
 */
export function NetworkingSidebar({ eventSlug, chatId, calls, onOpenCall, onArrangeCall, mobile }: SidebarProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<SidebarView>('attendees');
  const [expanded, setExpanded] = useState(false);
  const baseWidth = useSidebarWidth();
  const width = mobile ? undefined : expanded ? baseWidth * 2 : baseWidth;
  useNotificationsBesidePanel(mobile ? 0 : (width ?? 0));

  return (
    <aside className={mobile ? classes.mobileSidebar : classes.sidebar} style={{ width }} aria-label={t('networking.sidebar_label')} data-testid="networking-sidebar" data-expanded={expanded || undefined}>
      <Tabs value={view} onChange={(v) => v && setView(v as SidebarView)} className={classes.sidebarTabs} classNames={{ tab: classes.sidebarTab, tabLabel: classes.sidebarTabLabel }} keepMounted={false}>
        <Group className={classes.sidebarHead} gap={0} wrap="nowrap">
          <Tabs.List className={classes.sidebarTabList} aria-label={t('networking.view_switch')} data-testid="networking-view-switch">
            <Tabs.Tab value="attendees" leftSection={<IconUsers size={16} aria-hidden />}>
              {t('networking.attendees')}
            </Tabs.Tab>
            <Tabs.Tab value="meetings" leftSection={<IconVideo size={16} aria-hidden />} rightSection={<Badge size="xs" variant="light" circle>{calls.length}</Badge>}>
              {t('networking.meetings')}
            </Tabs.Tab>
            <Tabs.Tab value="chat" leftSection={<IconMessages size={16} aria-hidden />}>
              {t('networking.chat')}
            </Tabs.Tab>
          </Tabs.List>
          {mobile ? null : (
            <Tooltip label={expanded ? t('networking.collapse') : t('networking.expand')} withArrow>
              <ActionIcon variant="subtle" color="gray" mx={6} onClick={() => setExpanded((e) => !e)} aria-label={expanded ? t('networking.collapse') : t('networking.expand')} aria-pressed={expanded} data-testid="networking-expand">
                {expanded ? <IconArrowsMinimize size={18} /> : <IconArrowsMaximize size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Tabs.Panel value="attendees" className={classes.sidebarBody}>
          <ScrollArea className={classes.scroll}>
            <AttendeeSidebar eventSlug={eventSlug} expanded={expanded} close={() => undefined} />
          </ScrollArea>
        </Tabs.Panel>
        <Tabs.Panel value="meetings" className={classes.sidebarBody}>
          <ScrollArea className={classes.scroll}>
            <MeetingsList calls={calls} onOpen={onOpenCall} onArrange={onArrangeCall} />
          </ScrollArea>
        </Tabs.Panel>
        <Tabs.Panel value="chat" className={classes.sidebarBody}>
          {chatId !== null ? (
            <PublicChat eventSlug={eventSlug} chatId={chatId} />
          ) : (
            <EmptyPanel icon={<IconMessages size={28} stroke={1.6} />} title={t('networking.no_chat')} description={t('networking.no_chat_hint')} />
          )}
        </Tabs.Panel>
      </Tabs>
    </aside>
  );
}
