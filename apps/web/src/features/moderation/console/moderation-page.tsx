import { Tabs } from '@mantine/core';
import { IconBan, IconFlag, IconHistory, IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { ConsolePage } from '@/shared/ui/console-page';
import { LogTab } from './log-tab';
import { ReportsTab } from './reports-tab';
import { RestrictionsTab } from './restrictions-tab';

type Tab = 'reports' | 'bans' | 'silences' | 'log';

/** `/manage/{eventSlug}/moderation`: the reports queue, bans, silences and (owners) the audit log. */
export function ModerationPage({ eventSlug, roles }: EventSectionProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('reports');
  const readsLog = roles.includes('owner') || roles.includes('administrator');
  return (
    <ConsolePage title={t('moderation.title')} description={t('moderation.intro')} testId="moderation">
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="reports" leftSection={<IconFlag size={16} aria-hidden />} data-testid="moderation-tab-reports">{t('moderation.tabs.reports')}</Tabs.Tab>
          <Tabs.Tab value="silences" leftSection={<IconMessageOff size={16} aria-hidden />} data-testid="moderation-tab-silences">{t('moderation.tabs.silences')}</Tabs.Tab>
          <Tabs.Tab value="bans" leftSection={<IconBan size={16} aria-hidden />} data-testid="moderation-tab-bans">{t('moderation.tabs.bans')}</Tabs.Tab>
          {readsLog ? <Tabs.Tab value="log" leftSection={<IconHistory size={16} aria-hidden />} data-testid="moderation-tab-log">{t('moderation.tabs.log')}</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="reports"><ReportsTab eventSlug={eventSlug} /></Tabs.Panel>
        <Tabs.Panel value="silences"><RestrictionsTab eventSlug={eventSlug} kind="silences" /></Tabs.Panel>
        <Tabs.Panel value="bans"><RestrictionsTab eventSlug={eventSlug} kind="bans" /></Tabs.Panel>
        {readsLog ? <Tabs.Panel value="log"><LogTab eventSlug={eventSlug} /></Tabs.Panel> : null}
      </Tabs>
    </ConsolePage>
  );
}
