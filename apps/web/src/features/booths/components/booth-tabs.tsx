import { Badge, Paper, Tabs } from '@mantine/core';
import { IconBriefcase, IconCalendarEvent, IconFileText, IconUsers, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import type { BoothDetail } from '@foyer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentsList } from './documents-list';
import { JobsTab } from './jobs-tab';
import { SessionsList } from './sessions-list';
import { StaffSlider } from './staff-slider';
import { VideosTab } from './videos-tab';
import { VisitorsList } from './visitors-list';
import classes from './booth.module.css';

interface BoothTabsProps {
  booth: BoothDetail;
  eventSlug: string;
  userId: number | undefined;
  isStaff: boolean;
  showJobs: boolean;
  showBoothSidebar: boolean;
  active: boolean;
  /** Leave a card addressed to a staff member (from their popover); absent for the booth's own staff. */
  onLeaveCard?: (staffId: number) => void;
}

interface TabDef {
  value: string;
  label: string;
  icon: ReactNode;
  count?: number;
  panel: ReactNode;
}

/** Which booth tabs show (spec 3 "Booth staff tools"). */
export function boothTabValues(input: { booth: Pick<BoothDetail, 'documents' | 'videos' | 'sponsored_sessions' | 'has_jobs' | 'enable_visitor_list'>; isStaff: boolean; showJobs: boolean; showBoothSidebar: boolean }): string[] {
  const { booth } = input;
  const tabs: string[] = [];
  if (booth.videos.length > 0) tabs.push('videos');
  if (booth.documents.length > 0) tabs.push('documents');
  if (input.showJobs && booth.has_jobs) tabs.push('jobs');
  if (booth.sponsored_sessions.length > 0) tabs.push('sessions');
  tabs.push('staff');
  if (input.isStaff && booth.enable_visitor_list && input.showBoothSidebar) tabs.push('visitors');
  return tabs;
}

/** Documents, jobs, sponsored sessions, videos, staff and (for staff) visitors. */
export function BoothTabs({ booth, eventSlug, userId, isStaff, showJobs, showBoothSidebar, active, onLeaveCard }: BoothTabsProps) {
  const { t } = useTranslation();
  const all: Record<string, TabDef> = {
    videos: { value: 'videos', label: t('booth.tabs.videos'), icon: <IconVideo size={16} />, count: booth.videos.length,
      panel: <VideosTab videos={booth.videos} /> },
    documents: { value: 'documents', label: t('booth.tabs.documents'), icon: <IconFileText size={16} />, count: booth.documents.length,
      panel: <DocumentsList eventSlug={eventSlug} boothSlug={booth.slug} documents={booth.documents} /> },
    jobs: { value: 'jobs', label: t('booth.tabs.jobs'), icon: <IconBriefcase size={16} />,
      panel: <JobsTab eventSlug={eventSlug} boothSlug={booth.slug} jobsSlug={booth.jobs_slug} userId={userId} /> },
    sessions: { value: 'sessions', label: t('booth.tabs.sessions'), icon: <IconCalendarEvent size={16} />, count: booth.sponsored_sessions.length,
      panel: <SessionsList sessions={booth.sponsored_sessions} /> },
    staff: { value: 'staff', label: t('booth.tabs.staff'), icon: <IconUsers size={16} />, count: booth.staff.length,
      panel: <StaffSlider staff={booth.staff} userId={userId} onLeaveCard={onLeaveCard} /> },
    visitors: { value: 'visitors', label: t('booth.tabs.visitors'), icon: <IconUsersGroup size={16} />,
      panel: <VisitorsList eventSlug={eventSlug} boothId={booth.id} enabled={active} /> },
  };
  const values = boothTabValues({ booth, isStaff, showJobs, showBoothSidebar });
  const tabs = values.map((v) => all[v]!);
  return (
    <Paper radius="lg" withBorder className={classes.tabs}>
      <Tabs defaultValue={values[0]} keepMounted={false}>
        <Tabs.List className={classes.tabList} aria-label={t('booth.tabs.label')}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}
              rightSection={tab.count ? <Badge size="sm" variant="light" px={6}>{tab.count}</Badge> : undefined}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} p="md">
            {tab.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}
