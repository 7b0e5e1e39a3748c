import { ActionIcon, Avatar, Badge, Checkbox, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { BoothStaff, BusinessCard } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import classes from './cards.module.css';

interface CardsTableProps {
  cards: BusinessCard[];
  staff: BoothStaff[];
  onChange: (card: BusinessCard, change: { done?: boolean; assigned_to?: number | null }) => void;
  savingId: number | null;
}

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/** Business cards with prospect, updated, assignee (saves at once), is auto, done (saves at once) and a mail link. */
export function CardsTable({ cards, staff, onChange, savingId }: CardsTableProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const staffOptions = staff.map((s) => ({ value: String(s.id), label: nameOf(s) }));
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table} data-testid="cards-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('business_cards.columns.prospect')}</Table.Th>
            <Table.Th>{t('business_cards.columns.updated')}</Table.Th>
            <Table.Th>{t('business_cards.columns.assigned_to')}</Table.Th>
            <Table.Th>{t('business_cards.columns.is_auto')}</Table.Th>
            <Table.Th>{t('business_cards.columns.done')}</Table.Th>
            <Table.Th>{t('business_cards.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => {
            const name = nameOf(card) || t('business_cards.anonymous');
            return (
              <Table.Tr key={card.id} data-testid="card-row" data-done={card.done || undefined}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={card.mugshot} alt="" radius="xl" color="initials" name={name} />
                    <Stack gap={0} miw={0}>
                      <Text fw={600}>{name}</Text>
                      {card.user_email ? <Text size="sm" c="dimmed">{card.user_email}</Text> : null}
                      {card.message ? <Text size="sm" className={classes.note}>“{card.message}”</Text> : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{date.format(new Date(card.updated))}</Text></Table.Td>
                <Table.Td miw={190}>
                  <Select data={staffOptions} value={card.assigned_to !== null ? String(card.assigned_to) : null}
                    placeholder={t('business_cards.unassigned')} clearable disabled={savingId === card.id}
                    aria-label={t('business_cards.assign_label', { name })}
                    onChange={(v) => onChange(card, { assigned_to: v ? Number(v) : null })} comboboxProps={{ withinPortal: true }} />
                </Table.Td>
                <Table.Td>
                  {card.is_auto ? <Badge variant="light" color="gray">{t('business_cards.auto')}</Badge> : <Badge variant="light">{t('business_cards.manual')}</Badge>}
                </Table.Td>
                <Table.Td>
                  <Checkbox checked={card.done} disabled={savingId === card.id} aria-label={t('business_cards.done_label', { name })}
                    onChange={(e) => onChange(card, { done: e.currentTarget.checked })} data-testid="card-done" />
                </Table.Td>
                <Table.Td>
                  {card.user_email ? (
                    <Tooltip label={t('business_cards.mail', { name })}>
                      <ActionIcon component="a" href={`mailto:${card.user_email}`} variant="light" aria-label={t('business_cards.mail', { name })}>
                        <IconMail size={18} />
                      </ActionIcon>
                    </Tooltip>
                  ) : <Text size="xs" c="dimmed">{t('business_cards.no_email')}</Text>}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
