import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { authRoutes } from '@foyer/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { useClientConfig } from '@/shared/api/config';
import { errorMessage } from '@/shared/api/errors';
import { BrandMark } from '@/shared/ui/brand-mark';
import { LoadingScreen } from '@/shared/ui/loading-screen';
import { NotFoundPage } from '@/shared/ui/not-found-page';
import { PublicPage } from '@/shared/ui/public-page';
import { lastEvent } from '@/shared/session/last-event';
import { useSignIn } from '@/shared/session/session';

/** Only same-site paths may be a destination after signing in. */
export function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const tokens = await call(authRoutes.passwordLogin, { body: { username: username.trim(), password } });
      await signIn(tokens, null);
      const last = lastEvent.get();
      void navigate(safeNext(params.get('next')) ?? (last ? `/${last}` : '/'), { replace: true });
    } catch (err) {
      setError(errorMessage(err, t('login.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage testId="login-page">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="lg">
          <Group gap="md" wrap="nowrap">
            <BrandMark size={44} />
            <div>
              <Title order={1} size="h2">
                {t('login.title')}
              </Title>
              <Text c="dimmed" size="sm">
                {t('login.subtitle')}
              </Text>
            </div>
          </Group>
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput label={t('login.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} autoComplete="username" required size="md" autoFocus />
          <PasswordInput label={t('login.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="current-password" required size="md" />
          <Button type="submit" size="md" loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}

/** /login: username and password sign-in, only in debug mode (a 404 otherwise). */
export function LoginPage() {
  const { config, isPending } = useClientConfig();
  if (isPending) return <LoadingScreen />;
  if (!config?.debug) return <NotFoundPage />;
  return <LoginForm />;
}
