import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconLock } from '@tabler/icons-react';
import type { MenuGroup, MenuItem } from '@foyer/contracts';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { ClosedSpaceTooltip, menuItemTarget, spaceIcons } from '@/features/spaces';

function isActive(pathname: string, path: string): boolean {
  const clean = (p: string) => p.replace(/\/+$/, '');
  return clean(pathname) === clean(path) || clean(pathname).startsWith(`${clean(path)}/`);
}

/** One top-level entry without sub-menus: a link, an external link, or a disabled closed space. */
function TopLevelLink({ eventSlug, item }: { eventSlug: string; item: MenuItem }) {
  const { pathname } = useLocation();
  const target = menuItemTarget(eventSlug, item);
  const common = { variant: 'subtle', color: 'gray', c: 'dark.6', size: 'sm', radius: 'md', fw: 500 } as const;
  if (target.kind === 'external') {
    return (
      <Button {...common} component="a" href={target.url} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={14} aria-hidden />}>
        {item.text}
      </Button>
    );
  }
  if (target.kind === 'none') return null;
  if (target.closed) {
    return (
      <ClosedSpaceTooltip closed name={item.text}>
        <Button
          {...common}
          disabled
          leftSection={<IconLock size={14} aria-hidden />}
          data-testid="menu-closed"
          style={{ backgroundColor: 'transparent', color: 'var(--mantine-color-dimmed)' }}
        >
          {item.text}
        </Button>
      </ClosedSpaceTooltip>
    );
  }
  const active = isActive(pathname, target.path);
  return (
    <Button
      {...common}
      component={Link}
      to={target.path}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      c={active ? undefined : 'dark.6'}
      aria-current={active ? 'page' : undefined}
    >
      {item.text}
    </Button>
  );
}

function DropdownItem({ eventSlug, item }: { eventSlug: string; item: MenuItem }) {
  const target = menuItemTarget(eventSlug, item);
  if (target.kind === 'none') return null;
  if (target.kind === 'external') {
    return (
      <Menu.Item component="a" href={target.url} target="_blank" rel="noopener noreferrer" rightSection={<IconExternalLink size={14} aria-hidden />}>
        {item.text}
      </Menu.Item>
    );
  }
  const Icon = spaceIcons[target.type];
  if (target.closed) {
    return (
      <ClosedSpaceTooltip closed block name={item.text}>
        <Menu.Item disabled leftSection={<IconLock size={16} aria-hidden />} style={{ color: 'var(--mantine-color-dimmed)', opacity: 1 }}>
          {item.text}
        </Menu.Item>
      </ClosedSpaceTooltip>
    );
  }
  return (
    <Menu.Item component={Link} to={target.path} leftSection={<Icon size={16} aria-hidden />}>
      {item.text}
    </Menu.Item>
  );
}

/** A group with sub-menus: a dropdown with one labelled section per sub-menu. */
function GroupMenu({ eventSlug, group }: { eventSlug: string; group: MenuGroup }) {
  return (
    <Menu position="bottom-start" width={260} trigger="click-hover" openDelay={60} closeDelay={150} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" c="dark.6" size="sm" radius="md" fw={500} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {group.text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {group.space || group.url ? <DropdownItem eventSlug={eventSlug} item={group} /> : null}
        {group.sub_menus.map((sub, index) => (
          <Fragment key={`${sub.text}-${index}`}>
            {index > 0 || group.space ? <Menu.Divider /> : null}
            {sub.text ? <Menu.Label>{sub.text}</Menu.Label> : null}
            {sub.items.map((item) => (
              <DropdownItem key={item.id} eventSlug={eventSlug} item={item} />
            ))}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The event's menus in the desktop top bar. */
export function DesktopMenus({ eventSlug, groups }: { eventSlug: string; groups: MenuGroup[] }) {
  return (
    <>
      {groups.map((group) =>
        group.sub_menus.some((s) => s.items.length > 0) ? (
          <GroupMenu key={group.id} eventSlug={eventSlug} group={group} />
        ) : (
          <TopLevelLink key={group.id} eventSlug={eventSlug} item={group} />
        ),
      )}
    </>
  );
}
