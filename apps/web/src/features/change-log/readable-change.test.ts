import { describe, expect, it } from 'vitest';
import { fieldChanges } from './readable-change';

const words = { yes: 'on', no: 'off', term: (field: string, value: string) => (field === 'roles' && value === 'owner' ? 'Owner' : null) };

describe('a change as people read it', () => {
  it('keeps the fields that differ, nested ones by their path, each before and after in words', () => {
    const before = { name: 'Lumen', invite_only: false, intro_text: '<p>Hello <b>all</b></p>', preview_config: { time_format: '24h', show_speaker_icon: true } };
    const after = { name: 'Lumen 2026', invite_only: true, intro_text: '<p>Hello <b>all</b></p>', preview_config: { time_format: '12h', show_speaker_icon: true } };
    expect(fieldChanges(before, after, words)).toEqual([
      { field: 'name', before: 'Lumen', after: 'Lumen 2026' },
      { field: 'invite_only', before: 'off', after: 'on' },
      { field: 'preview_config.time_format', before: '24h', after: '12h' },
    ]);
  });

  it('reads a creation or removal from one side, lists joined, stored terms in words and markup dropped', () => {
    expect(fieldChanges(null, { roles: ['owner', 'moderator'], help: '<h2>Need a hand?</h2><p>Ask us</p>' }, words)).toEqual([
      { field: 'roles', before: null, after: 'Owner, moderator' },
      { field: 'help', before: null, after: 'Need a hand? Ask us' },
    ]);
    expect(fieldChanges({ roles: [] }, null, words)).toEqual([]);
    expect(fieldChanges('old', 'new', words)).toEqual([{ field: '', before: 'old', after: 'new' }]);
  });
});
