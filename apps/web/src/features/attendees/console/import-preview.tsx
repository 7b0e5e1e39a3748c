import { Badge, Group, List, ScrollArea, Table, Text } from '@mantine/core';
import type { InvitationImportReply, InvitationRowStatus } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { localiseServerText } from '@/shared/api/server-texts';
import { readableLight } from '@/shared/ui/readable-badge';

const statusColor: Record<InvitationRowStatus, string> = { new: 'teal', update: 'blue', unchanged: 'gray', invalid: 'red' };
const columns = ['email', 'first_name', 'last_name', 'tags'] as const;

/** What an import would do, row by row: each row's line, cells, what becomes of it and, for a bad row, why. */
export function ImportPreview({ reply }: { reply: InvitationImportReply }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={360} type="auto">
      <Table verticalSpacing={6} horizontalSpacing="sm" striped stickyHeader data-testid="import-preview" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t('manage_invitations.preview.row')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`manage_invitations.columns.${column}`)}</Table.Th>
            ))}
            <Table.Th>{t('manage_invitations.preview.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reply.rows.map((row) => {
            const problems = Object.entries(row.errors);
            return (
              <Table.Tr key={row.row} data-testid={`preview-row-${row.row}`} data-status={row.status} bg={row.status === 'invalid' ? 'var(--mantine-color-red-light)' : undefined}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
                <Table.Td>{row.first_name}</Table.Td>
                <Table.Td>{row.last_name}</Table.Td>
                <Table.Td>{row.tags.join(', ')}</Table.Td>
                <Table.Td>
                  <Badge {...readableLight(statusColor[row.status])} size="sm">
                    {t(`manage_invitations.status.${row.status}`)}
                  </Badge>
                  {problems.length > 0 ? (
                    <List size="xs" mt={4} c="var(--mantine-color-error)" data-testid="row-errors">
                      {problems.map(([column, messages]) => (
                        <List.Item key={column}>
                          {t(`manage_invitations.columns.${column}`, { defaultValue: column })}: {messages.map(localiseServerText).join(' ')}
                        </List.Item>
                      ))}
                    </List>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** The counts of an import: how many rows are added, updated, unchanged and skipped. */
export function ImportSummary({ reply }: { reply: InvitationImportReply }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" data-testid="import-summary">
      <Text size="sm" fw={600}>
        {t(reply.dry_run ? 'manage_invitations.preview.summary' : 'manage_invitations.import.summary', { count: reply.total })}
      </Text>
      <Badge {...readableLight('teal')}>{t('manage_invitations.counts.created', { count: reply.created })}</Badge>
      <Badge {...readableLight('blue')}>{t('manage_invitations.counts.updated', { count: reply.updated })}</Badge>
      {reply.unchanged > 0 ? <Badge {...readableLight('gray')}>{t('manage_invitations.counts.unchanged', { count: reply.unchanged })}</Badge> : null}
      {reply.invalid > 0 ? <Badge {...readableLight('red')}>{t('manage_invitations.counts.invalid', { count: reply.invalid })}</Badge> : null}
    </Group>
  );
}
