import { ActionIcon, Avatar, Badge, Checkbox, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { BoothStaff, BusinessCard } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '@/shared/ui/user-text';
import { personName } from '@/shared/ui/person-name';
import classes from './cards.module.css';

/** A change the management list saves at once. */
export type CardChange = { done?: boolean; assigned_to?: number | null };

export interface CardFieldProps {
  card: BusinessCard;
  /** The prospect's name, or "Anonymous". */
  name: string;
  saving: boolean;
  onChange: (card: BusinessCard, change: CardChange) => void;
}

export function useProspectName() {
  // Re-rendered when the language changes; the name itself is the one every list shows.
  useTranslation();
  return (card: BusinessCard) => personName(card);
}

export function useUpdatedFormat() {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (card: BusinessCard) => date.format(new Date(card.updated));
}

/** Picture, name, e-mail (when shared) and the visitor's note. */
export function Prospect({ card, name }: Pick<CardFieldProps, 'card' | 'name'>) {
  return (
    <Group gap="sm" wrap="nowrap" align={card.user_email || card.message ? 'flex-start' : 'center'}>
      <Avatar src={card.mugshot} alt="" radius="xl" color="brand" name={name} />
      <Stack gap={0} miw={0}>
        <Text fw={600}><UserText>{name}</UserText></Text>
        {card.user_email ? <Text size="sm" c="dimmed" className={classes.wrap}>{card.user_email}</Text> : null}
        {card.message ? <Text size="sm" className={classes.note}>“<UserText>{card.message}</UserText>”</Text> : null}
      </Stack>
    </Group>
  );
}

export function AssigneeSelect({ card, name, saving, onChange, staff }: CardFieldProps & { staff: BoothStaff[] }) {
  const { t } = useTranslation();
  return (
    <Select data={staff.map((s) => ({ value: String(s.id), label: personName(s) }))} value={card.assigned_to !== null ? String(card.assigned_to) : null}
      placeholder={t('business_cards.unassigned')} clearable disabled={saving} aria-label={t('business_cards.assign_label', { name })}
      onChange={(v) => onChange(card, { assigned_to: v ? Number(v) : null })} comboboxProps={{ withinPortal: true }} />
  );
}

export function AutoBadge({ card }: Pick<CardFieldProps, 'card'>) {
  const { t } = useTranslation();
  // Never cut short: the column is as wide as its longest badge.
  return card.is_auto
    ? <Badge variant="light" color="gray" miw="max-content">{t('business_cards.auto')}</Badge>
    : <Badge variant="light" miw="max-content">{t('business_cards.manual')}</Badge>;
}

export function DoneCheckbox({ card, name, saving, onChange, label }: CardFieldProps & { label?: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox checked={card.done} disabled={saving} label={label} aria-label={label ? undefined : t('business_cards.done_label', { name })}
      onChange={(e) => onChange(card, { done: e.currentTarget.checked })} data-testid="card-done" />
  );
}

/** A mail link when the visitor shared the address. */
export function MailAction({ card, name }: Pick<CardFieldProps, 'card' | 'name'>) {
  const { t } = useTranslation();
  if (!card.user_email) return <Text size="xs" c="dimmed" className={classes.nowrap}>{t('business_cards.no_email')}</Text>;
  return (
    <Tooltip label={t('business_cards.mail', { name })}>
      <ActionIcon component="a" href={`mailto:${card.user_email}`} variant="light" aria-label={t('business_cards.mail', { name })}>
        <IconMail size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
