import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconBug } from '@tabler/icons-react';
import { eventSlugSchema } from '@foyer/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lastEvent } from '@/shared/session/last-event';
import { useClientConfig } from '@/shared/api/config';
import { BrandMark } from '@/shared/ui/brand-mark';
import { PublicPage } from '@/shared/ui/public-page';

/** Debug mode: type an event slug and go to its entry page. */
function DebugForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [slug, setSlug] = useState(lastEvent.get() ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = slug.trim().toLowerCase();
    if (!eventSlugSchema.safeParse(value).success) {
      setError(t('app.root.slug_invalid'));
      return;
    }
    void navigate(`/${value}/enterevent`);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="debug-slug-form">
      <Stack gap="md">
        <TextInput
          label={t('app.root.slug_label')}
          description={t('app.root.slug_hint')}
          placeholder="demo"
          value={slug}
          onChange={(e) => {
            setSlug(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoFocus
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          size="md"
        />
        <Button type="submit" size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t('app.root.go')}
        </Button>
        <Group gap={6} justify="center">
          <IconBug size={14} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="xs" c="dimmed">
            {t('app.root.debug_note')}{' '}
            <Text component={Link} to="/login" size="xs" c="var(--mantine-primary-color-filled)" td="underline">
              {t('app.root.password_login')}
            </Text>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/** Outside debug mode: what Foyer is and where to go next. */
function Fallback() {
  const { t } = useTranslation();
  const last = lastEvent.get();
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('app.root.fallback_body')}</Text>
      {last ? (
        <Button component={Link} to={`/${last}`} size="md" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t('app.root.return_to', { slug: last })}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The root path (public): the debug form in debug mode, otherwise a welcoming fallback page. */
export function RootPage() {
  const { t } = useTranslation();
  const { config, isPending } = useClientConfig();
  return (
    <PublicPage testId="root-page">
      <Stack gap="xl">
        <Group gap="md" wrap="nowrap">
          <BrandMark size={48} />
          <div>
            <Title order={1} size="h2">
              {config?.app_title ?? t('common.app_title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('app.root.tagline')}
            </Text>
          </div>
        </Group>
        {isPending ? (
          <Stack gap="sm" aria-hidden>
            <Skeleton height={14} width="80%" />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : config?.debug ? (
          <DebugForm />
        ) : (
          <Fallback />
        )}
      </Stack>
    </PublicPage>
  );
}
