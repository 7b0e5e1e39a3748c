import { describe, expect, it } from 'vitest';
import { demoAttendees } from './demo.attendees';
import { demoPerformerName } from './demo.program';

describe('demo names', () => {
  it('gives the 40 performers 40 different names, none of them a demo attendee’s', () => {
    const performers = Array.from({ length: 40 }, (_, i) => demoPerformerName(i));
    expect(new Set(performers).size).toBe(40);
    const attendees = new Set(demoAttendees().map((person) => `${person.first} ${person.last}`));
    expect(performers.filter((name) => attendees.has(name))).toEqual([]);
  });
});
