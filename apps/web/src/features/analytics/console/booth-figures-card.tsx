import { Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { ErrorPanel } from '@/shared/ui/page-state';
import { UserText } from '@/shared/ui/user-text';
import { boothFiguresQuery } from './analytics-api';
import { DayPicker, FigureTable, useFigureCell } from './figure-table';

const fields = ['visits', 'unique_visitors', 'seconds', 'document_downloads', 'video_plays', 'business_cards'] as const;

/**
 * A booth's figures in its staff tools: in total or per day, every figure about fewer than 5 people shown as
 * "fewer than 5"; by name only those who acted at the booth (a business card, its chat).
 */
export function BoothFiguresCard({ eventSlug, boothSlug }: { eventSlug: string; boothSlug: string }) {
  const { t } = useTranslation();
  const cell = useFigureCell();
  const [day, setDay] = useState<string | null>(null);
  const figures = useQuery(boothFiguresQuery(eventSlug, boothSlug, day));
  const overall = useQuery(boothFiguresQuery(eventSlug, boothSlug, null));
  const days = overall.data?.days ?? [];
  return (
    <Card withBorder radius="md" padding="lg" data-testid="booth-figures">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2} maw={560}>
            <Title order={2} size="h4">{t('manage_analytics.booth.title')}</Title>
            <Text size="sm" c="dimmed">{t('manage_analytics.booth.intro')}</Text>
          </Stack>
          {days.length > 0 ? (
            <DayPicker days={days} day={day} onChange={setDay} width={220} />
          ) : null}
        </Group>
        {figures.isPending ? (
          <Skeleton h={120} />
        ) : figures.isError ? (
          <ErrorPanel title={t('manage_analytics.load_failed')} description={errorMessage(figures.error, '')} onRetry={() => void figures.refetch()} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {fields.map((field) => (
                <Card key={field} withBorder radius="sm" padding="sm" data-testid={`booth-figure-${field}`}>
                  <Text size="xs" c="dimmed">{t(`manage_analytics.columns.${field}`)}</Text>
                  <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>{cell(field, figures.data.total[field])}</Text>
                </Card>
              ))}
            </SimpleGrid>
            {day === null && figures.data.rows.length > 1 ? (
              <FigureTable rows={figures.data.rows} columns={['day', ...fields]} caption={t('manage_analytics.booth.per_day')} />
            ) : null}
            <Stack gap={4}>
              <Text fw={600} size="sm">{t('manage_analytics.booth.contacts')}</Text>
              {figures.data.contacts.length === 0 ? (
                <Text size="sm" c="dimmed">{t('manage_analytics.booth.no_contacts')}</Text>
              ) : (
                <List size="sm" spacing={2}>
                  {figures.data.contacts.map((c) => (
                    <List.Item key={`${c.kind}-${c.user_id}`}>
                      <UserText>{c.name || t('manage_analytics.booth.unnamed')}</UserText> · {t(`manage_analytics.booth.kinds.${c.kind}`)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
            <Text size="xs" c="dimmed">{t('manage_analytics.booth.privacy')}</Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
