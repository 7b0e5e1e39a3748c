import { Group, Pagination, Paper, Stack, Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConsoleListColumn<T> {
  key: string;
  /** The column's heading; a checkbox or the like fits as well as a text. */
  header: ReactNode;
  /** Read by screen readers only (a column of buttons). */
  headerHidden?: boolean;
  width?: number;
  align?: 'right';
  cell: (item: T) => ReactNode;
}

interface ConsoleListProps<T> {
  items: T[];
  itemKey: (item: T) => Key;
  columns: ConsoleListColumn<T>[];
  /** What a phone shows of one item, inside its card. */
  card: (item: T) => ReactNode;
  cardPadding?: MantineSpacing;
  /** A row's background on a desktop (a selected one). */
  rowBackground?: (item: T) => string | undefined;
  testId: string;
  rowTestId: string;
}

/** A console page's list: a card an item on a phone, a table on a desktop. */
export function ConsoleList<T>({ items, itemKey, columns, card, cardPadding = 'sm', rowBackground, testId, rowTestId }: ConsoleListProps<T>) {
  const narrow = useMediaQuery('(max-width: 48em)');
  if (narrow) {
    return (
      <Stack gap="sm" data-testid={testId}>
        {items.map((item) => (
          <Paper key={itemKey(item)} withBorder radius="md" p={cardPadding} data-testid={rowTestId}>
            {card(item)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={itemKey(item)} data-testid={rowTestId} bg={rowBackground?.(item)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.align}>
                  {column.cell(item)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * A console list's search words and page: the words as typed, the words the list is asked for (settled
 * for 300 ms, trimmed), and a new search starting at the first page.
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const changeSearch = (words: string) => {
    setSearch(words);
    setPage(1);
  };
  return { search, settledSearch, changeSearch, page, setPage };
}

interface ConsolePaginationProps {
  /** Items in the whole list. */
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  justify?: 'flex-end';
}

/** The pages of a console list; nothing when it fits on one. */
export function ConsolePagination({ count, pageSize, page, onChange, justify }: ConsolePaginationProps) {
  const { t } = useTranslation();
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  const pagination = <Pagination total={pages} value={page} onChange={onChange} getControlProps={(control) => ({ 'aria-label': t(`manage_events.pages.${control}`) })} />;
  return justify ? <Group justify={justify}>{pagination}</Group> : pagination;
}
