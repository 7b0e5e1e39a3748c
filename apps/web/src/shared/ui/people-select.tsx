import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizerRoutes } from '@foyer/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/http';
import { personName, type NameParts } from './person-name';

/** A person the picker can name: from the event's list, or already chosen (a meeting's hosts). */
export interface PickablePerson extends NameParts {
  id: number;
  email?: string;
}

const matchesShown = 20;

/** People on the event's list whose name or address has these words, as the console's people page finds them. */
function usePeopleSearch(eventSlug: string, search: string) {
  const [settled] = useDebouncedValue(search.trim(), 250);
  return useQuery({
    queryKey: ['console', 'people', eventSlug, 'pick', settled],
    queryFn: ({ signal }) => call(organizerRoutes.members, { params: { eventSlug }, query: { search: settled || undefined, limit: matchesShown, offset: 0 } }, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

const label = (p: PickablePerson) => (p.email ? `${personName(p)} · ${p.email}` : personName(p));

/** The choices: the people already known (chosen ones keep their names) and the search's matches. */
function useChoices(eventSlug: string, search: string, known: readonly PickablePerson[]) {
  const found = usePeopleSearch(eventSlug, search);
  const data = useMemo(() => {
    const byId = new Map<number, PickablePerson>();
    for (const p of known) byId.set(p.id, p);
    for (const p of found.data?.results ?? []) byId.set(p.id, p);
    return [...byId.values()].map((p) => ({ value: String(p.id), label: label(p) }));
  }, [found.data, known]);
  /** The people these ids name, from the search's matches (a fresh pick) or those known (earlier ones). */
  const peopleOf = (ids: readonly number[]) => ids.flatMap((id) => found.data?.results.find((p) => p.id === id) ?? known.find((p) => p.id === id) ?? []);
  return { data, peopleOf };
}

interface PeopleSelectBase {
  eventSlug: string;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  /** People the value may name that the search has not shown (so they keep their names). */
  known: readonly PickablePerson[];
  testId?: string;
  required?: boolean;
  /** Told who was chosen, with their names (to keep them in `known`). */
  onPick?: (people: PickablePerson[]) => void;
}

/** Several people of the event, found by name or e-mail on the event's list (the console's people). */
export function PeopleMultiSelect({ eventSlug, label: text, description, error, known, testId, required, onPick, value, onChange }: PeopleSelectBase & { value: number[]; onChange(ids: number[]): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, peopleOf } = useChoices(eventSlug, search, known);
  return (
    <MultiSelect
      label={text}
      description={description}
      error={error}
      required={required}
      data={data}
      value={value.map(String)}
      onChange={(ids) => {
        onPick?.(peopleOf(ids.map(Number)));
        onChange(ids.map(Number));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('console.people_picker.nothing_found')}
      placeholder={value.length === 0 ? t('console.people_picker.placeholder') : undefined}
      comboboxProps={{ zIndex: 1300 }}
      hidePickedOptions
      data-testid={testId}
    />
  );
}

/** One person of the event (or none, unless `required`). */
export function PersonSelect({ eventSlug, label: text, description, error, known, testId, required, onPick, value, onChange }: PeopleSelectBase & { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data, peopleOf } = useChoices(eventSlug, search, known);
  return (
    <Select
      label={text}
      description={description}
      error={error}
      required={required}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(id) => {
        if (id !== null) onPick?.(peopleOf([Number(id)]));
        onChange(id === null ? null : Number(id));
      }}
      searchable
      clearable={!required}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={t('console.people_picker.nothing_found')}
      placeholder={t('console.people_picker.placeholder')}
      comboboxProps={{ zIndex: 1300 }}
      data-testid={testId}
    />
  );
}
