import { NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import type { MenuGroup, MenuItem } from '@foyer/contracts';
import { Link, useLocation } from 'react-router';
import { ClosedSpaceTooltip, menuItemTarget, spaceIcons } from '@/features/spaces';

function DrawerLink({ eventSlug, item, onNavigate }: { eventSlug: string; item: MenuItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const target = menuItemTarget(eventSlug, item);
  if (target.kind === 'none') return null;
  if (target.kind === 'external') {
    return (
      <NavLink component="a" href={target.url} target="_blank" rel="noopener noreferrer" label={item.text} rightSection={<IconExternalLink size={14} aria-hidden />} />
    );
  }
  const Icon = spaceIcons[target.type];
  if (target.closed) {
    return (
      <ClosedSpaceTooltip closed block name={item.text}>
        <NavLink
          component="button"
          disabled
          label={item.text}
          leftSection={<IconLock size={18} aria-hidden />}
          style={{ color: 'var(--mantine-color-dimmed)', opacity: 1 }}
        />
      </ClosedSpaceTooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={target.path}
      label={item.text}
      active={pathname.replace(/\/+$/, '') === target.path.replace(/\/+$/, '')}
      leftSection={<Icon size={18} aria-hidden />}
      onClick={onNavigate}
    />
  );
}

/** The event's menus in the mobile drawer; groups with sub-menus fold open. */
export function DrawerMenus({ eventSlug, groups, pending, onNavigate }: { eventSlug: string; groups: MenuGroup[] | undefined; pending: boolean; onNavigate: () => void }) {
  if (pending) {
    return (
      <Stack gap="sm" p="sm" aria-hidden>
        {[70, 55, 80, 60].map((w) => (
          <Skeleton key={w} height={18} width={`${w}%`} radius="sm" />
        ))}
      </Stack>
    );
  }
  return (
    <>
      {(groups ?? []).map((group) => {
        const hasSubs = group.sub_menus.some((s) => s.items.length > 0);
        if (!hasSubs) return <DrawerLink key={group.id} eventSlug={eventSlug} item={group} onNavigate={onNavigate} />;
        return (
          <NavLink key={group.id} label={group.text} childrenOffset="sm" fw={500}>
            {group.space || group.url ? <DrawerLink eventSlug={eventSlug} item={group} onNavigate={onNavigate} /> : null}
            {group.sub_menus.map((sub, index) => (
              <div key={`${sub.text}-${index}`}>
                {sub.text ? (
                  <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
                    {sub.text}
                  </Text>
                ) : null}
                {sub.items.map((item) => (
                  <DrawerLink key={item.id} eventSlug={eventSlug} item={item} onNavigate={onNavigate} />
                ))}
              </div>
            ))}
          </NavLink>
        );
      })}
    </>
  );
}
