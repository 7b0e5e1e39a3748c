import { describe, expect, it } from 'vitest';
import { mailLocale } from '../../platform/mail';
import { appointmentMail } from './appointments.mail';

const input = {
  to: 'bob@example.com', news: 'ACCEPTED' as const, language: 'de-DE', timeZone: 'Europe/Berlin',
  actorName: 'Alice <Admin>', subject: 'Coffee\r\nBcc: x@example.com', start: new Date('2026-06-02T08:00:00Z'), end: new Date('2026-06-02T08:30:00Z'),
  location: '', link: 'https://foyer.example/demo/appointments', appTitle: 'Foyer',
};

describe('appointment mails', () => {
  it('speak the event\'s language, with the time in its time zone', () => {
    expect(mailLocale('de-DE')).toBe('de');
    expect(mailLocale('vi')).toBe('vi-VN');
    expect(mailLocale('fr')).toBe('en-US');
    const mail = appointmentMail(input);
    expect(mail.subject).toBe('Alice <Admin> hat Ihren Termin angenommen: Coffee Bcc: x@example.com');
    expect(mail.text).toContain('10:00');
    expect(mail.text).toContain('Online, per Videoanruf');
    expect(mail.text).toContain('https://foyer.example/demo/appointments');
  });

  it('escape people\'s text in the HTML and keep the subject on one line', () => {
    const mail = appointmentMail({ ...input, news: 'PENDING', language: 'en-US', location: 'Booth <12>' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain('Alice &lt;Admin&gt; would like to meet you');
    expect(mail.html).toContain('Booth &lt;12&gt;');
    expect(mail.html).not.toContain('<Admin>');
  });
});
