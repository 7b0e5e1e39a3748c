import { Badge, Box, Container, Flex, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconWorld } from '@tabler/icons-react';
import type { CurrentEvent } from '@foyer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '@/shared/session/use-navigation';
import { useCurrentUser } from '@/shared/session/session';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { BrandMark } from '@/shared/ui/brand-mark';
import { formatEventDates } from './event-dates';
import { spacesOfMenus } from './menu-spaces';
import { SpaceCard } from './space-card';
import { TransUserText } from '@/shared/ui/user-text';
import classes from './lobby.module.css';

function Hero({ event }: { event: CurrentEvent }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const dates = formatEventDates(event.start_date, event.end_date, i18n.language, event.timezone);
  return (
    <Box
      className={classes.hero}
      style={event.background_image ? { backgroundImage: `url("${event.background_image}")` } : undefined}
      data-testid="lobby-hero"
    >
      <div className={classes.heroShade} />
      <Container size="xl" py={{ base: 32, sm: 56 }} className={classes.heroInner}>
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }} gap={{ base: 'md', sm: 'xl' }}>
          <div className={classes.logo}>
            {event.logo ? <img src={event.logo} alt={t('shell.lobby.logo_alt', { name: event.name })} /> : <BrandMark size={52} />}
          </div>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em', opacity: 0.9 }}>
              {user?.first_name ? <TransUserText i18nKey="shell.lobby.welcome_name" values={{ name: user.first_name }} /> : t('shell.lobby.welcome')}
            </Text>
            <Title order={1} c="white" fz={{ base: 28, sm: 40 }} lh={1.15}>
              {event.name}
            </Title>
            <Group gap="xs" mt={4}>
              {dates ? <Text fw={500}>{dates}</Text> : null}
              {event.is_virtual ? (
                <Badge variant="white" color="dark" leftSection={<IconWorld size={12} aria-hidden />}>
                  {t('shell.lobby.virtual')}
                </Badge>
              ) : null}
              {event.is_in_person ? (
                <Badge variant="white" color="dark" leftSection={<IconMapPin size={12} aria-hidden />}>
                  {t('shell.lobby.in_person')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Flex>
      </Container>
    </Box>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }} aria-hidden>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height={168} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The event home until the home space's own page exists: the event's name, logo and background, and a
 * grid of its spaces from the navigation (closed ones marked).
 */
export function Lobby({ event }: { event: CurrentEvent }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const items = navigation.data ? spacesOfMenus(navigation.data) : [];
  const openCount = items.filter((i) => i.space?.published).length;
  return (
    <Box component="section" aria-labelledby="lobby-spaces" bg="var(--mantine-color-gray-0)" mih="100%">
      <Hero event={event} />
      <Container size="xl" py={{ base: 'lg', sm: 40 }}>
        <Group justify="space-between" align="baseline" mb="lg" gap="xs">
          <Title order={2} size="h3" id="lobby-spaces">
            {t('shell.lobby.explore')}
          </Title>
          {navigation.data && items.length > 0 ? (
            <Text c="dimmed" size="sm">
              {t('shell.lobby.open_count', { open: openCount, count: items.length })}
            </Text>
          ) : null}
        </Group>
        {navigation.isPending ? <GridSkeleton /> : null}
        {navigation.isError ? <ErrorPanel description={t('shell.lobby.load_failed')} onRetry={() => void navigation.refetch()} /> : null}
        {navigation.data && items.length === 0 ? <EmptyPanel description={t('shell.lobby.no_spaces')} /> : null}
        {items.length > 0 ? (
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }} data-testid="lobby-spaces">
            {items.map((item) => (
              <SpaceCard key={item.space!.id} eventSlug={event.slug} item={item} />
            ))}
          </SimpleGrid>
        ) : null}
      </Container>
    </Box>
  );
}
