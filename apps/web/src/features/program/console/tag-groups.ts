import type { OrganizerProgramTag } from '@foyer/contracts';

/** The tags by category in the order they come (the server sorts categories first), uncategorised as ''. */
export function tagGroups(tags: readonly OrganizerProgramTag[]): { category: string; tags: OrganizerProgramTag[] }[] {
  const groups = new Map<string, OrganizerProgramTag[]>();
  for (const tag of tags) {
    const key = tag.category?.text ?? '';
    groups.set(key, [...(groups.get(key) ?? []), tag]);
  }
  return [...groups].map(([category, list]) => ({ category, tags: list }));
}
