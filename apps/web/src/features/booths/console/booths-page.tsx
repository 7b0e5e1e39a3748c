import { Anchor, Avatar, Badge, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingStore, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { OrganizerBoothSummary } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsoleList, ConsolePagination, useListSearch } from '@/shared/ui/console-list';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { readableLight } from '@/shared/ui/readable-badge';
import { BoothEditor } from './booth-editor';
import { boothListPageSize, consoleBoothListQuery } from './booths-console-api';
import { CategoriesCard } from './categories-card';
import { CreateBoothModal } from './create-booth-modal';
import { ImportBoothsModal } from './import-booths-modal';

/**
 * `/manage/{eventSlug}/booths`: the event's booths (search, a new one, a CSV import) and their categories;
 * `/manage/{eventSlug}/booths/{boothSlug}` edits one.
 */
export function BoothsPage({ eventSlug }: EventSectionProps) {
  const boothSlug = useConsoleSubPath().split('/')[0];
  if (boothSlug) return <BoothEditor key={boothSlug} eventSlug={eventSlug} boothSlug={boothSlug} backTo={`/manage/${eventSlug}/booths`} />;
  return <BoothList eventSlug={eventSlug} />;
}

function BoothList({ eventSlug }: { eventSlug: string }) {
  const { t } = useTranslation();
  const { search, settledSearch, changeSearch, page, setPage } = useListSearch();
  const booths = useQuery(consoleBoothListQuery(eventSlug, settledSearch, page));
  const [creating, create] = useDisclosure(false);
  const [importing, importer] = useDisclosure(false);

  let content;
  if (booths.isPending) content = <ListSkeleton />;
  else if (booths.isError) content = <ErrorPanel description={errorMessage(booths.error, t('manage_booths.load_failed'))} onRetry={() => void booths.refetch()} />;
  else if (booths.data.results.length === 0)
    content = settledSearch ? (
      <EmptyPanel icon={<IconSearch size={28} stroke={1.6} />} title={t('manage_booths.no_match', { search: settledSearch })} />
    ) : (
      <EmptyPanel
        icon={<IconBuildingStore size={28} stroke={1.6} />}
        title={t('manage_booths.empty.title')}
        description={t('manage_booths.empty.body')}
        action={<Button onClick={create.open}>{t('manage_booths.create.open')}</Button>}
      />
    );
  else
    content = (
      <>
        <ConsoleList
          items={booths.data.results}
          itemKey={(b) => b.id}
          testId="booth-list"
          rowTestId="booth-row"
          card={(b) => <BoothCard eventSlug={eventSlug} booth={b} />}
          columns={[
            { key: 'name', header: t('manage_booths.columns.booth'), cell: (b) => <BoothName eventSlug={eventSlug} booth={b} /> },
            { key: 'type', header: t('manage_booths.columns.type'), width: 120, cell: (b) => t(`manage_booths.types.${b.type}`) },
            { key: 'staff', header: t('manage_booths.columns.staff'), width: 110, cell: (b) => b.staff_count },
            { key: 'state', header: t('manage_booths.columns.state'), width: 120, cell: (b) => <StateBadge published={b.published} /> },
          ]}
        />
        <ConsolePagination count={booths.data.count} pageSize={boothListPageSize} page={page} onChange={setPage} justify="flex-end" />
      </>
    );

  return (
    <ConsolePage
      title={t('manage_booths.title')}
      description={t('manage_booths.intro')}
      actions={
        <>
          <Button variant="default" leftSection={<IconFileImport size={18} aria-hidden />} onClick={importer.open} data-testid="import-booths">
            {t('manage_booths.import.open')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={create.open} data-testid="create-booth">
            {t('manage_booths.create.open')}
          </Button>
        </>
      }
      testId="booths-page"
    >
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        placeholder={t('manage_booths.search')}
        aria-label={t('manage_booths.search')}
        value={search}
        onChange={(e) => changeSearch(e.currentTarget.value)}
        maw={420}
        data-testid="booth-search"
      />
      {content}
      <CategoriesCard eventSlug={eventSlug} />
      <CreateBoothModal eventSlug={eventSlug} opened={creating} onClose={create.close} />
      <ImportBoothsModal eventSlug={eventSlug} opened={importing} onClose={importer.close} />
    </ConsolePage>
  );
}

function BoothName({ eventSlug, booth }: { eventSlug: string; booth: OrganizerBoothSummary }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={booth.logo} radius="sm" size={36} alt="" color="grape">
        <IconBuildingStore size={18} aria-hidden />
      </Avatar>
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={`/manage/${eventSlug}/booths/${booth.slug}`} fw={650} data-testid={`booth-link-${booth.slug}`}>
          {booth.name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {booth.subtitle || booth.slug}
        </Text>
      </Stack>
    </Group>
  );
}

function BoothCard({ eventSlug, booth }: { eventSlug: string; booth: OrganizerBoothSummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <BoothName eventSlug={eventSlug} booth={booth} />
      <Group gap="xs">
        <StateBadge published={booth.published} />
        <Badge {...readableLight('gray')} size="sm" tt="none">
          {t(`manage_booths.types.${booth.type}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('manage_booths.staff_count', { count: booth.staff_count })}
        </Text>
      </Group>
    </Stack>
  );
}

function StateBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge {...readableLight(published ? 'teal' : 'gray')} size="sm">
      {published ? t('manage_booths.published') : t('manage_booths.closed')}
    </Badge>
  );
}

function ListSkeleton() {
  return (
    <Stack gap="xs" aria-hidden data-testid="booths-loading">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={56} radius="md" />
      ))}
    </Stack>
  );
}
