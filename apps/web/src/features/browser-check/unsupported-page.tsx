import { Anchor, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandChrome, IconBrandEdge, IconBrandFirefox, IconBrandSafari, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentBrowser } from './detect';

const browsers = [
  { name: 'Google Chrome', icon: IconBrandChrome, href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', icon: IconBrandEdge, href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', icon: IconBrandFirefox, href: 'https://www.mozilla.org/firefox/' },
  { name: 'Safari', icon: IconBrandSafari, href: 'https://www.apple.com/safari/' },
];

/** Replaces the whole app in a browser that is too old (spec 1 §2): a header and a description. */
export function UnsupportedBrowserPage() {
  const { t } = useTranslation();
  const browser = currentBrowser();
  useEffect(() => {
    document.title = t('browser.unsupported.header');
  }, [t]);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper component="main" maw={560} w="100%" p={{ base: 'lg', sm: 40 }} radius="lg" shadow="sm" withBorder data-testid="unsupported-browser">
        <Stack gap="lg">
          <ThemeIcon size={56} radius="xl" color="orange" variant="light" aria-hidden>
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('browser.unsupported.header')}
          </Title>
          <Text size="lg">{t('browser.unsupported.description')}</Text>
          {browser.name ? (
            <Text c="dimmed" size="sm">
              {t('browser.unsupported.yours', { name: browser.name, version: browser.version })}
            </Text>
          ) : null}
          <Stack gap="xs">
            <Text fw={600}>{t('browser.unsupported.get_one')}</Text>
            <Group gap="lg">
              {browsers.map(({ name, icon: Icon, href }) => (
                <Anchor key={name} href={href} target="_blank" rel="noopener noreferrer" fw={500}>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={20} aria-hidden />
                    {name}
                  </Group>
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
