import { Button, Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Fragment, useId } from 'react';
import { isAllSelected, nextMultiSelect, selectAll } from '@foyer/domain';
import { UserText } from '@/shared/ui/user-text';

export interface FilterOption {
  value: string;
  label: string;
  /** Options of one group are listed under its name (tag categories). */
  group?: string;
  /** People's text (space names, tags): shown isolated. */
  userText?: boolean;
}

/**
 * A multi-select with the select-all option `*` (spec 2 §4): a button naming the choice, a popover of
 * checkboxes, 'all' checked when every option is. `value` holds the chosen options (with `*` when all are).
 */
export function FilterMenu({ label, allLabel, options, value, onChange, testId }: {
  label: string;
  allLabel: string;
  options: FilterOption[];
  value: string[];
  onChange: (next: string[]) => void;
  testId?: string;
}) {
  const id = useId();
  const values = options.map((o) => o.value);
  const all = isAllSelected(value, values);
  const chosen = value.filter((v) => v !== selectAll);
  const summary = all || chosen.length === 0 ? allLabel : chosen.length === 1 ? (options.find((o) => o.value === chosen[0])?.label ?? '') : `${label} (${chosen.length})`;
  const toggle = (option: string, checked: boolean) => {
    const current = all ? [selectAll, ...values] : chosen;
    const next = checked ? [...current, option] : current.filter((v) => v !== option);
    onChange(nextMultiSelect(current, next, values));
  };
  return (
    <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={`${label}: ${summary}`} data-testid={testId} styles={{ label: { maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis' } }}>
          {summary}
        </Button>
      </Popover.Target>
      {/* Focus stays inside (aria-modal): Escape closes this, not the sidebar around it. */}
      <Popover.Dropdown p="xs" aria-modal="true" aria-label={label} data-testid={testId ? `${testId}-options` : undefined}>
        <ScrollArea.Autosize mah={300} type="auto">
          <Stack gap={6} role="group" aria-label={label} pr="xs">
            <Checkbox
              label={allLabel}
              checked={all}
              indeterminate={!all && chosen.length > 0}
              onChange={(e) => toggle(selectAll, e.currentTarget.checked)}
              value={selectAll}
              id={`${id}-all`}
            />
            {options.map((o, i) => {
              const header = o.group !== undefined && o.group !== options[i - 1]?.group;
              return (
                <Fragment key={o.value}>
                  {header ? <Text size="xs" fw={700} c="dimmed" mt={4} tt="uppercase"><UserText>{o.group}</UserText></Text> : null}
                  <Checkbox
                    label={o.userText ? <UserText>{o.label}</UserText> : o.label}
                    checked={all || chosen.includes(o.value)}
                    onChange={(e) => toggle(o.value, e.currentTarget.checked)}
                    value={o.value}
                  />
                </Fragment>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
