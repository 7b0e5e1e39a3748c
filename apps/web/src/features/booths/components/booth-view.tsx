import { Paper, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoothDetail, OwnBusinessCard } from '@foyer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveCardModal, canManageCards, isBoothStaff, useAutoCard } from '@/features/business-cards';
import { useCurrentEvent } from '@/shared/session/use-current-event';
import { RichText } from '@/shared/ui/rich-text';
import { useCurrentUser } from '@/shared/session/session';
import { ApiRequestError } from '@/shared/api/errors';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { boothDetailQuery, boothKeys } from '../api';
import type { SwipeHandlers } from '../hooks/use-swipe';
import { useBoothPresence } from '../realtime';
import { BoothCard } from './booth-card';
import { BoothHeader } from './booth-header';
import { BoothTabs } from './booth-tabs';
import classes from './booth.module.css';

interface BoothViewProps {
  eventSlug: string;
  boothSlug: string;
  /** The booth on screen: only it says the person is there and sends the automatic card. */
  active: boolean;
  /** A swipe on the card goes to the previous or next booth (in the carousel). */
  swipe?: SwipeHandlers;
}

/** One booth page (spec 1 "Booth browser", spec 3 "Booth staff tools"). */
export function BoothView({ eventSlug, boothSlug, active, swipe }: BoothViewProps) {
  const { t } = useTranslation();
  const booth = useQuery(boothDetailQuery(eventSlug, boothSlug));
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const { event } = useCurrentEvent();
  /** The leave-card modal is open, with the staff member chosen from their thumbnail (if any). */
  const [leaving, setLeaving] = useState<{ staffId: number | null } | null>(null);
  const data = booth.data;
  const isStaff = data && user ? isBoothStaff(user.id, data.staff_ids) : undefined;
  useBoothPresence(data?.id, active);
  useAutoCard({ eventSlug, boothSlug, active, isStaff, leftBusinessCard: data?.left_business_card });

  if (booth.isPending) return <BoothSkeleton />;
  if (booth.isError) {
    const closed = booth.error instanceof ApiRequestError && (booth.error.status === 403 || booth.error.status === 404);
    return closed ? (
      <EmptyPanel title={t('booth.unavailable.title')} description={t('booth.unavailable.description')} />
    ) : (
      <ErrorPanel onRetry={() => void booth.refetch()} />
    );
  }
  const b = booth.data;
  const canManage = user ? canManageCards({ userId: user.id, staffIds: b.staff_ids, ownedEvents: user.owned_events, eventSlug }) : false;
  const openLeaveCard = (staffId: number | null = null) => {
    setLeaving({ staffId });
    // The card may have changed in another browser: the modal locks from the server's copy.
    void booth.refetch();
  };
  const showLeftCard = (card: OwnBusinessCard) =>
    queryClient.setQueryData<BoothDetail>(boothKeys.detail(eventSlug, boothSlug), (old) =>
      old ? { ...old, left_business_card: true, my_business_card: card } : old);
  return (
    <article className={classes.booth} aria-label={b.name} data-testid="booth-view" data-booth={b.slug}>
      <BoothHeader booth={b} eventSlug={eventSlug} canLeaveCard={isStaff === false} canManage={canManage} onLeaveCard={() => openLeaveCard()} />
      <div className={classes.stage}>
        <Paper className={classes.cardPane} radius="lg" withBorder {...swipe} data-testid="booth-card">
          <BoothCard type={b.type} color={b.color} logo={b.booth_logo_url ?? b.logo} name={t('booth.card_label', { name: b.name })}
            image={b.custom_booth_url ?? b.image} />
        </Paper>
        <Paper className={classes.about} radius="lg" withBorder p="lg">
          <Stack gap="xs">
            <h2 className={classes.sectionTitle}>{t('booth.about')}</h2>
            {b.description ? <RichText html={b.description} /> : <p className={classes.muted}>{t('booth.no_description')}</p>}
          </Stack>
        </Paper>
      </div>
      <BoothTabs booth={b} eventSlug={eventSlug} userId={user?.id} isStaff={isStaff === true}
        showJobs={event?.preview_config.show_jobs_inside_booths === true}
        showBoothSidebar={event?.preview_config.show_booth_sidebar === true} active={active}
        onLeaveCard={isStaff === false ? openLeaveCard : undefined} />
      {isStaff === false ? (
        <LeaveCardModal opened={leaving !== null} onClose={() => setLeaving(null)} eventSlug={eventSlug} boothSlug={b.slug} boothName={b.name}
          staff={b.staff} visitor={user} myCard={b.my_business_card} preselectedStaff={leaving?.staffId} onLeft={showLeftCard} />
      ) : null}
    </article>
  );
}

export function BoothSkeleton() {
  return (
    <div className={classes.booth} aria-busy="true">
      <Stack gap="sm">
        <Skeleton h={72} w={320} radius="md" />
        <div className={classes.stage}>
          <Skeleton className={classes.cardPane} h={280} radius="lg" />
          <Skeleton className={classes.about} h={280} radius="lg" />
        </div>
        <Skeleton h={200} radius="lg" />
      </Stack>
    </div>
  );
}
