import { Badge, Button, Group, Select, Text, TextInput, Title } from '@mantine/core';
import { IconUserCheck, IconUsers } from '@tabler/icons-react';
import { videocallStatuses, type Videocall, type VideocallStatusValue } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import classes from './call-room.module.css';

interface HeaderProps {
  call: Videocall;
  isAdmin: boolean;
  /** The lite edition hides the privacy status dropdown. */
  lite: boolean;
  pendingRequests: number;
  onRename: (name: string) => void;
  onStatus: (status: VideocallStatusValue) => void;
  onAcceptAll: () => void;
  /** False when the page around the call shows its title already (a meeting room's banner): no second title, no renaming. */
  showTitle?: boolean;
}

/** The admin's title field: saved on enter or blur; starts again from the call's name whenever that changes. */
function TitleInput({ current, onRename }: { current: string; onRename: (name: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(current);
  const submit = () => {
    const next = name.trim();
    if (next && next !== current) onRename(next);
    else setName(current);
  };
  return (
        <TextInput
          className={classes.title}
          aria-label={t('videocall.admin.title_label')}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={submit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          variant="filled"
          data-testid="call-title-input"
          styles={{ input: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
        />
  );
}

/** The meeting title (the admin edits it: saved on enter or blur), its privacy status and the people count. */
export function CallHeader({ call, isAdmin, lite, pendingRequests, onRename, onStatus, onAcceptAll, showTitle = true }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.header}>
      {!showTitle ? null : isAdmin ? (
        <TitleInput key={call.display_name} current={call.display_name} onRename={onRename} />
      ) : (
        <Title order={1} size="h4" className={classes.title} lineClamp={1} data-testid="call-title">
          <UserText>{call.display_name || t('videocall.untitled')}</UserText>
        </Title>
      )}
      <Group gap="xs" wrap="nowrap" ml={showTitle ? undefined : 'auto'}>
        {isAdmin && !lite ? (
          <Select
            aria-label={t('videocall.admin.status_label')}
            data={videocallStatuses.map((s) => ({ value: s, label: t(`videocall.status.${s}`) }))}
            value={call.status}
            onChange={(value) => value && onStatus(value as VideocallStatusValue)}
            allowDeselect={false}
            w={150}
            data-testid="call-status"
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Badge color={call.status === 'open' ? 'teal.9' : call.status === 'request' ? 'orange.9' : 'gray.7'} variant="filled" size="lg">
            {t(`videocall.status.${call.status}`)}
          </Badge>
        )}
        <Badge color="gray" variant="outline" size="lg" leftSection={<IconUsers size={14} aria-hidden />} styles={{ root: { color: 'var(--mantine-color-gray-3)' } }}>
          <Text span size="sm" inherit>
            {t('videocall.participants', { count: call.users.length })}
          </Text>
        </Badge>
        {isAdmin && pendingRequests > 0 ? (
          <Button size="sm" color="teal.9" leftSection={<IconUserCheck size={16} aria-hidden />} onClick={onAcceptAll} data-testid="accept-all">
            {t('videocall.host.accept_all', { count: pendingRequests })}
          </Button>
        ) : null}
      </Group>
    </div>
  );
}
