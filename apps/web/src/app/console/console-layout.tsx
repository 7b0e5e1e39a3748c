import { AppShell, Avatar, Badge, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconDoorExit } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ConsoleAccess } from '@/shared/session/console-access';
import { useCurrentUser, useSignOut } from '@/shared/session/session';
import { BrandMark } from '@/shared/ui/brand-mark';
import type { ConsolePlace } from './console-app';
import { ConsoleNav } from './console-nav';
import classes from './console-layout.module.css';

/**
 * The console's frame: a top bar, the menu of sections on the left (a drawer behind the burger on a
 * phone) and the section's page.
 */
export function ConsoleLayout({ access, place, children }: { access: ConsoleAccess; place: ConsolePlace; children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const closeMenu = menu.close;
  // A section chosen from the drawer closes it.
  useEffect(() => closeMenu(), [pathname, closeMenu]);

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !menuOpen } }} padding={0} className={classes.shell}>
      <a href="#console-main" className={classes.skip}>
        {t('shell.skip_to_content')}
      </a>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="sm" size="sm" aria-label={t(menuOpen ? 'console.menu_close' : 'console.menu_open')} aria-controls="console-menu" aria-expanded={menuOpen} />
            <Link to="/manage" className={classes.home} aria-label={t('console.home')}>
              <BrandMark size={32} />
              <Text fw={700} size="lg" visibleFrom="xs">
                {t('common.app_title')}
              </Text>
              <Badge variant="light" radius="sm" size="md">
                {t('console.title')}
              </Badge>
            </Link>
          </Group>
          <AccountMenu isAdministrator={access.isAdministrator} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="console-menu" className={classes.navbar} aria-label={t('console.menu')} data-closed={menuOpen ? undefined : true}>
        <ConsoleNav access={access} place={place} />
      </AppShell.Navbar>
      <AppShell.Main id="console-main" tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}

/** Who is signed in, and signing out (the console then asks for an address again). */
function AccountMenu({ isAdministrator }: { isAdministrator: boolean }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const signOut = useSignOut();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <Menu position="bottom-end" width={260}>
      <Menu.Target>
        <UnstyledButton className={classes.account} aria-label={t('console.account_menu')} data-testid="console-account">
          <Avatar size={32} radius="xl" color="brand" variant="filled" name={name || user?.email} />
          <Text size="sm" fw={600} visibleFrom="sm" maw={200} truncate>
            {name || user?.email}
          </Text>
          <IconChevronDown size={16} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user?.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t(isAdministrator ? 'console.you_administrator' : 'console.you_organiser')}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconDoorExit size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('console.sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
