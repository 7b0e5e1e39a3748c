import { afterEach, describe, expect, it } from 'vitest';
import { catalogueLocales, type CatalogueLocale } from '@foyer/contracts/constants';
import { i18n } from '@/i18n';
import { catalogues } from '@/i18n/all-catalogues';
import '@/test/environment';
import { personName } from '@/shared/ui/person-name';
import { ApiRequestError, errorMessage } from './errors';
import { localiseServerText, serverTextAreas } from './server-texts';

const refused = (status: number, data: unknown) => new ApiRequestError('refused', status, data);

afterEach(() => i18n.changeLanguage('en-US'));

/** The same replies, as the server words them, in each language the app speaks (decision 0073). */
const expected: Record<CatalogueLocale, { detail: string; fields: string; template: string; anonymous: string }> = {
  'en-US': {
    detail: 'The code is wrong or has expired.',
    fields: 'First and last name are required fields only accept pdf',
    template: 'Too many requests. Please try again in 42 seconds.',
    anonymous: 'Anonymous',
  },
  nl: {
    detail: 'De code is onjuist of verlopen.',
    fields: 'Voor- en achternaam zijn verplichte velden. Alleen pdf-bestanden worden geaccepteerd.',
    template: 'Te veel verzoeken. Probeer het over 42 seconden opnieuw.',
    anonymous: 'Anoniem',
  },
  de: {
    detail: 'Der Code ist falsch oder abgelaufen.',
    fields: 'Vor- und Nachname sind Pflichtfelder. Es werden nur PDF-Dateien akzeptiert.',
    template: 'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.',
    anonymous: 'Anonym',
  },
  'vi-VN': {
    detail: 'Mã không đúng hoặc đã hết hạn.',
    fields: 'Họ và tên là các trường bắt buộc. Chỉ chấp nhận tệp PDF.',
    template: 'Quá nhiều yêu cầu. Vui lòng thử lại sau 42 giây.',
    anonymous: 'Ẩn danh',
  },
};

describe.each(Object.entries(expected))('server texts in %s', (locale, want) => {
  it('shows a refusal’s detail, field errors and a text with values in the language the app speaks', async () => {
    await i18n.changeLanguage(locale);
    expect(errorMessage(refused(400, { detail: 'The code is wrong or has expired.' }), 'fallback')).toBe(want.detail);
    expect(errorMessage(refused(400, { first_name: ['First and last name are required fields'], document: ['only accept pdf'] }), 'fallback')).toBe(want.fields);
    expect(errorMessage(refused(429, { detail: 'Too many requests. Please try again in 42 seconds.', code: 'throttled' }), 'fallback')).toBe(want.template);
    expect(localiseServerText('The code is wrong or has expired.')).toBe(want.detail);
  });

  it('names a person the server may not name "Anonymous" in that language', async () => {
    await i18n.changeLanguage(locale);
    expect(personName({ first_name: 'Anonymous', last_name: '' })).toBe(want.anonymous);
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('shows a text the catalogue does not know as it came, and the fallback when there is none', async () => {
    await i18n.changeLanguage(locale);
    expect(errorMessage(refused(400, { detail: 'A text added to the server yesterday.' }), 'fallback')).toBe('A text added to the server yesterday.');
    expect(errorMessage(refused(500, null), 'fallback')).toBe('fallback');
  });
});

describe('the server-text catalogues', () => {
  const all = catalogues();
  const areas = (locale: CatalogueLocale) => serverTextAreas.map((area) => all[locale][area] as Record<string, string>);
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('en-US is the vocabulary: each text as the server answers it, keyed by itself, in one area only', () => {
    const [entry, rest] = areas('en-US');
    for (const [key, text] of Object.entries({ ...entry, ...rest })) expect(text, key).toBe(key);
    expect(Object.keys(entry!).filter((key) => key in rest!)).toEqual([]);
  });

  it.each(catalogueLocales)('%s keeps every value of a text with values', (locale) => {
    for (const texts of areas(locale)) for (const [key, text] of Object.entries(texts)) expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(key));
  });
});
