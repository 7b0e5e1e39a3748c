import { ActionIcon, Button, Card, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconHome, IconMenu2, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { navigationBody, type MenuGroup, type OrganizerSpace } from '@foyer/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/errors';
import { schemaErrors, serverFieldErrors, type FieldErrors } from '@/shared/lib/form-errors';
import { notify, toast } from '@/shared/notify/notify';
import type { EventSectionProps } from '@/shared/plug-ins/console-sections';
import { consoleSpacesQuery } from '@/shared/session/console-spaces';
import { ConsolePage } from '@/shared/ui/console-page';
import { EmptyPanel, ErrorPanel } from '@/shared/ui/page-state';
import { SaveBar } from '@/shared/ui/save-bar';
import { UnsavedChangesPrompt } from '@/shared/ui/unsaved-changes';
import { EntryFields } from './entry-fields';
import { consoleNavigationQuery, homeSpaceQuery, saveHomeSpace, saveNavigation } from './navigation-api';
import { blankEntry, editableMenu, menuBody, moved, newKey, type EditableEntry, type EditableGroup, type EditableSubMenu } from './navigation-model';
import classes from './navigation.module.css';
import { SortableList } from './sortable-list';

const formId = 'navigation-form';

/** `/manage/{eventSlug}/navigation`: the event's menu — entries, their sub-menus and order — and its home space. */
export function NavigationPage({ eventSlug }: EventSectionProps) {
  const { t } = useTranslation();
  const menu = useQuery(consoleNavigationQuery(eventSlug));
  const spaces = useQuery(consoleSpacesQuery(eventSlug));
  let content;
  if (menu.isPending || spaces.isPending) content = <Skeleton h={280} radius="md" data-testid="navigation-loading" />;
  else if (menu.isError) content = <ErrorPanel description={errorMessage(menu.error, t('manage_navigation.load_failed'))} onRetry={() => void menu.refetch()} />;
  else if (spaces.isError) content = <ErrorPanel description={errorMessage(spaces.error, t('manage_spaces.load_failed'))} onRetry={() => void spaces.refetch()} />;
  else
    content = (
      <>
        <HomeSpaceCard eventSlug={eventSlug} spaces={spaces.data.results} />
        <MenuEditor eventSlug={eventSlug} groups={menu.data.results} spaces={spaces.data.results} />
      </>
    );
  return (
    <ConsolePage title={t('manage_navigation.title')} description={t('manage_navigation.intro')} testId="navigation-page">
      {content}
    </ConsolePage>
  );
}

function HomeSpaceCard({ eventSlug, spaces }: { eventSlug: string; spaces: readonly OrganizerSpace[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const home = useQuery(homeSpaceQuery(eventSlug));
  const save = useMutation({
    mutationFn: (id: number | null) => saveHomeSpace(queryClient, eventSlug, id),
    onSuccess: () => toast(t('manage_navigation.home_saved')),
    onError: (error) => notify.error(errorMessage(error, t('manage_navigation.home_failed'))),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('manage_navigation.home_space')}
          description={t('manage_navigation.home_space_hint')}
          placeholder={t('manage_navigation.home_space_none')}
          leftSection={<IconHome size={16} aria-hidden />}
          data={spaces.map((s) => ({ value: String(s.id), label: `${s.name} · ${t(`shell.space_types.${s.type}`)}` }))}
          value={home.data === null || home.data === undefined ? null : String(home.data)}
          onChange={(v) => save.mutate(v ? Number(v) : null)}
          disabled={home.isPending || save.isPending}
          clearable
          searchable
          style={{ flex: '1 1 280px' }}
          maw={480}
          data-testid="home-space"
        />
      </Group>
    </Card>
  );
}

interface MenuEditorProps {
  eventSlug: string;
  groups: readonly MenuGroup[];
  spaces: readonly OrganizerSpace[];
}

function MenuEditor({ eventSlug, groups, spaces }: MenuEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [base, setBase] = useState(() => editableMenu(groups));
  const [menu, setMenu] = useState(base);
  const [errors, setErrors] = useState<FieldErrors>({});
  const body = useMemo(() => menuBody(menu), [menu]);
  const dirty = JSON.stringify(body) !== JSON.stringify(menuBody(base));
  const save = useMutation({
    mutationFn: () => saveNavigation(queryClient, eventSlug, body),
    onSuccess: (saved) => {
      const next = editableMenu(saved.results);
      setBase(next);
      setMenu(next);
      setErrors({});
      toast(t('manage_navigation.saved'));
    },
    onError: (error) => {
      const byField = serverFieldErrors(error, menu.map((_, i) => String(i)));
      if (byField) setErrors(byField);
      notify.error(errorMessage(error, t('manage_navigation.save_failed')));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = schemaErrors(navigationBody, body);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const setGroup = (index: number, group: EditableGroup) => setMenu((m) => m.map((g, i) => (i === index ? group : g)));
  const label = (entry: { text: string }, index: number) => entry.text.trim() || t('manage_navigation.untitled', { position: index + 1 });

  return (
    <form id={formId} noValidate onSubmit={submit} data-testid="navigation-form">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('manage_navigation.menu')}
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setMenu((m) => [...m, { ...blankEntry('group'), subMenus: [] }])} data-testid="add-group">
            {t('manage_navigation.add_group')}
          </Button>
        </Group>
        {menu.length === 0 ? (
          <EmptyPanel icon={<IconMenu2 size={28} stroke={1.6} />} title={t('manage_navigation.empty.title')} description={t('manage_navigation.empty.body')} />
        ) : (
          <SortableList
            items={menu}
            labelOf={label}
            onMove={(from, to) => setMenu((m) => moved(m, from, to))}
            testId="menu-groups"
            renderItem={(group, index, handle) => (
              <Paper withBorder radius="md" p="sm" data-testid="menu-group">
                <div className={classes.row}>
                  <div className={classes.handle}>{handle}</div>
                  <div className={classes.fields}>
                    <EntryFields entry={group} spaces={spaces} path={String(index)} errors={errors} allowNone onChange={(entry) => setGroup(index, { ...group, ...entry })} />
                  </div>
                  <div className={classes.remove}>
                    <RemoveButton label={label(group, index)} onRemove={() => setMenu((m) => m.filter((_, i) => i !== index))} />
                  </div>
                </div>
                <SubMenus group={group} path={`${index}.sub_menus`} spaces={spaces} errors={errors} onChange={(subMenus) => setGroup(index, { ...group, subMenus })} />
              </Paper>
            )}
          />
        )}
        <SaveBar form={formId} dirty={dirty} saving={save.isPending} errorCount={Object.keys(errors).length} onDiscard={() => { setMenu(base); setErrors({}); }} />
      </Stack>
      <UnsavedChangesPrompt dirty={dirty && !save.isPending} />
    </form>
  );
}

interface SubMenusProps {
  group: EditableGroup;
  path: string;
  spaces: readonly OrganizerSpace[];
  errors: FieldErrors;
  onChange: (subMenus: EditableSubMenu[]) => void;
}

/** A top entry's sub-menus, each a heading with its entries, both in order. */
function SubMenus({ group, path, spaces, errors, onChange }: SubMenusProps) {
  const { t } = useTranslation();
  const subs = group.subMenus;
  const setSub = (index: number, sub: EditableSubMenu) => onChange(subs.map((s, i) => (i === index ? sub : s)));
  const label = (entry: { text: string }, index: number) => entry.text.trim() || t('manage_navigation.untitled', { position: index + 1 });
  return (
    <Stack gap="xs" mt="sm" pl={{ base: 0, sm: 48 }}>
      {subs.length > 0 ? (
        <SortableList
          items={subs}
          labelOf={label}
          onMove={(from, to) => onChange(moved(subs, from, to))}
          renderItem={(sub, index, handle) => (
            <Paper bg="var(--mantine-color-default-hover)" radius="md" p="sm" data-testid="sub-menu">
              <div className={classes.row}>
                <div className={classes.handle}>{handle}</div>
                <TextInput
                  className={classes.fields}
                  label={t('manage_navigation.fields.sub_menu')}
                  value={sub.text}
                  onChange={(e) => setSub(index, { ...sub, text: e.currentTarget.value })}
                  error={errors[`${path}.${index}.text`]}
                />
                <div className={classes.remove}>
                  <RemoveButton label={label(sub, index)} onRemove={() => onChange(subs.filter((_, i) => i !== index))} />
                </div>
              </div>
              <Stack gap="xs" mt="xs" pl={{ base: 0, sm: 48 }}>
                {sub.items.length > 0 ? (
                  <SortableList
                    items={sub.items}
                    labelOf={label}
                    onMove={(from, to) => setSub(index, { ...sub, items: moved(sub.items, from, to) })}
                    renderItem={(item, itemIndex, itemHandle) => (
                      <Paper withBorder radius="md" p="xs" data-testid="menu-item">
                        <div className={classes.row}>
                          <div className={classes.handle}>{itemHandle}</div>
                          <div className={classes.fields}>
                          <EntryFields
                            entry={item}
                            spaces={spaces}
                            path={`${path}.${index}.items.${itemIndex}`}
                            errors={errors}
                            allowNone={false}
                            onChange={(entry: EditableEntry) => setSub(index, { ...sub, items: sub.items.map((x, i) => (i === itemIndex ? entry : x)) })}
                          />
                          </div>
                          <div className={classes.remove}>
                            <RemoveButton label={label(item, itemIndex)} onRemove={() => setSub(index, { ...sub, items: sub.items.filter((_, i) => i !== itemIndex) })} />
                          </div>
                        </div>
                      </Paper>
                    )}
                  />
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('manage_navigation.sub_menu_empty')}
                  </Text>
                )}
                <Group>
                  <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setSub(index, { ...sub, items: [...sub.items, blankEntry('item')] })}>
                    {t('manage_navigation.add_item')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        />
      ) : null}
      <Group>
        <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...subs, { key: newKey('sub'), text: '', items: [] }])}>
          {t('manage_navigation.add_sub_menu')}
        </Button>
      </Group>
    </Stack>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('manage_navigation.remove')}>
      <ActionIcon variant="subtle" color="red" mt={26} onClick={onRemove} aria-label={t('manage_navigation.remove_named', { name: label })}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
