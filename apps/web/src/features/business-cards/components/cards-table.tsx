import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { BoothStaff, BusinessCard } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/ui/layout';
import { AssigneeSelect, AutoBadge, type CardChange, DoneCheckbox, MailAction, Prospect, useProspectName, useUpdatedFormat } from './card-fields';
import classes from './cards.module.css';

interface CardsTableProps {
  cards: BusinessCard[];
  staff: BoothStaff[];
  onChange: (card: BusinessCard, change: CardChange) => void;
  savingId: number | null;
}

/**
 * Business cards with the spec's columns: prospect, updated, assignee (saves at once), is auto, done
 * (saves at once) and a mail link. On phones each card is a block with the same fields.
 */
export function CardsTable({ cards, staff, onChange, savingId }: CardsTableProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const nameOf = useProspectName();
  const updated = useUpdatedFormat();
  const fields = (card: BusinessCard) => ({ card, name: nameOf(card), saving: savingId === card.id, onChange });
  if (mobile) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="cards-table">
        {cards.map((card) => (
          <Paper key={card.id} component="li" withBorder radius="md" p="sm" className={classes.item} data-testid="card-row" data-done={card.done || undefined}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Prospect {...fields(card)} />
                <MailAction {...fields(card)} />
              </Group>
              <Group gap="xs">
                <AutoBadge card={card} />
                <Text size="xs" c="dimmed">{t('business_cards.columns.updated')}: {updated(card)}</Text>
              </Group>
              <AssigneeSelect {...fields(card)} staff={staff} />
              <DoneCheckbox {...fields(card)} label={t('business_cards.columns.done')} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
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
          {cards.map((card) => (
            <Table.Tr key={card.id} data-testid="card-row" data-done={card.done || undefined}>
              <Table.Td><Prospect {...fields(card)} /></Table.Td>
              <Table.Td><Text size="sm" className={classes.nowrap}>{updated(card)}</Text></Table.Td>
              <Table.Td miw={190}><AssigneeSelect {...fields(card)} staff={staff} /></Table.Td>
              <Table.Td><AutoBadge card={card} /></Table.Td>
              <Table.Td><DoneCheckbox {...fields(card)} /></Table.Td>
              <Table.Td><MailAction {...fields(card)} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
