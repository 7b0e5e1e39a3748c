import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { JobListItem } from '@foyer/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BoothLogo } from './booth-logo';
import classes from './jobs.module.css';

export interface HiringBooth {
  booth: JobListItem['booth'];
  openings: number;
}

/** The booths behind a list of jobs, most openings first, then by name. */
export function hiringBooths(jobs: readonly JobListItem[]): HiringBooth[] {
  const byBooth = new Map<number, HiringBooth>();
  for (const job of jobs) {
    const entry = byBooth.get(job.booth.id) ?? { booth: job.booth, openings: 0 };
    entry.openings += 1;
    byBooth.set(job.booth.id, entry);
  }
  return [...byBooth.values()].sort((a, b) => b.openings - a.openings || a.booth.name.localeCompare(b.booth.name));
}

/** Who is hiring: one card per exhibitor with its openings; a card filters the list to that booth. */
export function HiringBooths({ jobs, selected, onSelect }: { jobs: readonly JobListItem[]; selected: string | null; onSelect: (slug: string | null) => void }) {
  const { t } = useTranslation();
  const booths = useMemo(() => hiringBooths(jobs), [jobs]);
  if (booths.length === 0) return null;
  return (
    <section aria-labelledby="hiring-booths-title" className={classes.hiring}>
      <Text component="h2" id="hiring-booths-title" fw={650} size="md" mb="sm">
        {t('jobs.page.hiring')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="hiring-booths">
        {booths.map(({ booth, openings }) => {
          const active = booth.slug === selected;
          return (
            <UnstyledButton
              key={booth.id}
              className={classes.boothCard}
              data-active={active || undefined}
              aria-pressed={active}
              onClick={() => onSelect(active ? null : booth.slug)}
            >
              <BoothLogo src={booth.logo} name="" size={44} />
              <div style={{ minWidth: 0 }}>
                <Text fw={650} truncate>
                  {booth.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('jobs.page.count', { count: openings })}
                </Text>
              </div>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
