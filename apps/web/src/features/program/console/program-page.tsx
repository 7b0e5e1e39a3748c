import { Button, Group, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport, IconListDetails, IconTags, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { useConsoleSubPath } from '@/shared/session/console-sub-path';
import { ConsolePage } from '@/shared/ui/console-page';
import { EntriesPanel } from './entries-panel';
import { ExportMenu } from './export-menu';
import { ImportModal } from './import-modal';
import { PerformersPanel } from './performers-panel';
import { TagsPanel } from './tags-panel';

const tabs = ['items', 'tags', 'performers'] as const;
type Tab = (typeof tabs)[number];

/**
 * `/manage/{eventSlug}/program`: the items and containers by day, `…/program/tags` the program tags and
 * their categories, `…/program/performers` the performers; a schedule file imported with its preview,
 * the program exported.
 */
export function ProgramPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rest = useConsoleSubPath();
  const tab: Tab = (tabs as readonly string[]).includes(rest) ? (rest as Tab) : 'items';
  const [importing, importer] = useDisclosure(false);
  return (
    <ConsolePage
      title={t('manage_program.title')}
      description={t('manage_program.intro')}
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={importer.open} data-testid="program-import">
            {t('manage_program.import.open')}
          </Button>
          <ExportMenu eventSlug={eventSlug} />
        </Group>
      }
      testId="program-page"
    >
      <Tabs value={tab} onChange={(next) => void navigate(`/manage/${eventSlug}/program${next && next !== 'items' ? `/${next}` : ''}`)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="items" leftSection={<IconListDetails size={16} aria-hidden />} data-testid="program-tab-items">
            {t('manage_program.tabs.items')}
          </Tabs.Tab>
          <Tabs.Tab value="tags" leftSection={<IconTags size={16} aria-hidden />} data-testid="program-tab-tags">
            {t('manage_program.tabs.tags')}
          </Tabs.Tab>
          <Tabs.Tab value="performers" leftSection={<IconUsers size={16} aria-hidden />} data-testid="program-tab-performers">
            {t('manage_program.tabs.performers')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items">
          <EntriesPanel eventSlug={eventSlug} onImport={importer.open} />
        </Tabs.Panel>
        <Tabs.Panel value="tags">
          <TagsPanel eventSlug={eventSlug} />
        </Tabs.Panel>
        <Tabs.Panel value="performers">
          <PerformersPanel eventSlug={eventSlug} />
        </Tabs.Panel>
      </Tabs>
      <ImportModal eventSlug={eventSlug} opened={importing} onClose={importer.close} />
    </ConsolePage>
  );
}
