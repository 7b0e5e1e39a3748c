import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEventLanguage, initI18n } from '@/i18n';
import { personName } from './person-name';

describe('personName', () => {
  beforeAll(() => initI18n('en-US'));
  afterAll(() => applyEventLanguage('en-US'));

  it('joins first and last name, either of them alone without stray spaces', () => {
    expect(personName({ first_name: 'Bram', last_name: 'de Vries' })).toBe('Bram de Vries');
    expect(personName({ first_name: 'Bram', last_name: '' })).toBe('Bram');
    expect(personName({ first_name: '', last_name: 'de Vries' })).toBe('de Vries');
  });

  it('says "Unnamed attendee", not "Anonymous" (a private person\'s name), in the language the app speaks, for someone without a name', async () => {
    expect(personName({ first_name: '', last_name: '' })).toBe('Unnamed attendee');
    expect(personName({ first_name: '  ', last_name: ' ' })).toBe('Unnamed attendee');
    await applyEventLanguage('vi-VN');
    expect(personName({ first_name: '', last_name: '' })).toBe('Người tham dự chưa có tên');
  });
});
