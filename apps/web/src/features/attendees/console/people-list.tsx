import { Avatar, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ConsoleRole, EventMember } from '@foyer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleList, type ConsoleListColumn } from '@/shared/ui/console-list';
import { readableLight } from '@/shared/ui/readable-badge';
import { PersonActions, personLabel } from './person-actions';

interface PeopleListProps {
  people: EventMember[];
  canEdit: boolean;
  selected: Set<number>;
  onSelect: (selected: Set<number>) => void;
  onRoles: (person: EventMember, roles: ConsoleRole[]) => void;
  onRemove: (person: EventMember) => void;
}

/** The people of one page: a table on a desktop, a card each on a phone; selectable and editable by owners. */
export function PeopleList({ people, canEdit, selected, onSelect, onRoles, onRemove }: PeopleListProps) {
  const { t } = useTranslation();
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const allChosen = people.every((p) => selected.has(p.id));
  const someChosen = people.some((p) => selected.has(p.id));
  const pick = (person: EventMember) => (
    <Checkbox checked={selected.has(person.id)} onChange={(e) => toggle(person.id, e.currentTarget.checked)} aria-label={t('manage_people.select', { name: personLabel(person) })} />
  );
  const actions = (person: EventMember) => <PersonActions person={person} onRoles={(roles) => onRoles(person, roles)} onRemove={() => onRemove(person)} />;

  const pickColumn: ConsoleListColumn<EventMember> = {
    key: 'pick',
    width: 44,
    header: (
      <Checkbox
        checked={allChosen}
        indeterminate={someChosen && !allChosen}
        onChange={(e) => onSelect(e.currentTarget.checked ? new Set([...selected, ...people.map((p) => p.id)]) : new Set([...selected].filter((id) => !people.some((p) => p.id === id))))}
        aria-label={t('manage_people.select_page')}
      />
    ),
    cell: pick,
  };
  const actionsColumn: ConsoleListColumn<EventMember> = { key: 'actions', width: 56, header: t('manage_people.columns.actions'), headerHidden: true, align: 'right', cell: actions };
  const columns: ConsoleListColumn<EventMember>[] = [
    ...(canEdit ? [pickColumn] : []),
    { key: 'person', header: t('manage_people.columns.person'), cell: (person) => <Who person={person} /> },
    { key: 'roles', header: t('manage_people.columns.roles'), cell: (person) => <Roles person={person} /> },
    { key: 'tags', header: t('manage_people.columns.tags'), cell: (person) => <Tags tags={person.tags} /> },
    { key: 'status', header: t('manage_people.columns.status'), cell: (person) => <SignedIn person={person} /> },
    ...(canEdit ? [actionsColumn] : []),
  ];
  const card = (person: EventMember) => (
    <>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {canEdit ? pick(person) : null}
        <Who person={person} />
        {canEdit ? actions(person) : null}
      </Group>
      <Group gap={6} mt="xs">
        <Roles person={person} />
        <Tags tags={person.tags} />
        <SignedIn person={person} />
      </Group>
    </>
  );
  return (
    <ConsoleList
      items={people}
      itemKey={(person) => person.id}
      columns={columns}
      card={card}
      rowBackground={(person) => (selected.has(person.id) ? 'var(--mantine-primary-color-light)' : undefined)}
      testId="people-list"
      rowTestId="person-row"
    />
  );
}

function Who({ person }: { person: EventMember }) {
  const named = Boolean(person.first_name || person.last_name);
  return (
    <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
      <Avatar size={36} radius="xl" color="brand" variant="light" name={personLabel(person)} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {personLabel(person)}
        </Text>
        {named ? (
          <Text size="xs" c="dimmed" truncate>
            {person.email}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

const roleColours: Record<ConsoleRole, string> = { owner: 'grape', moderator: 'indigo' };

function Roles({ person }: { person: EventMember }) {
  const { t } = useTranslation();
  const badges: ReactNode[] = person.roles.map((role) => (
    <Badge key={role} {...readableLight(roleColours[role])} radius="sm">
      {t(`manage_people.role.${role}`)}
    </Badge>
  ));
  if (person.staffed_booths.length > 0)
    badges.push(
      <Badge key="staff" {...readableLight('cyan')} radius="sm" title={person.staffed_booths.map((b) => b.name).join(', ')}>
        {t('manage_people.role.staff')}
      </Badge>,
    );
  return badges.length > 0 ? (
    <Group gap={4}>{badges}</Group>
  ) : (
    <Text size="sm" c="dimmed">
      {t('manage_people.role.attendee')}
    </Text>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" radius="sm" tt="none" fw={500}>
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

function SignedIn({ person }: { person: EventMember }) {
  const { t } = useTranslation();
  return person.signed_in ? (
    <Badge variant="dot" color="teal" tt="none" fw={500}>
      {t('manage_people.signed_in')}
    </Badge>
  ) : (
    <Badge variant="dot" color="gray" tt="none" fw={500}>
      {t('manage_people.invited')}
    </Badge>
  );
}
