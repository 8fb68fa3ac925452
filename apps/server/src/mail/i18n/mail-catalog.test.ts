import { LANGUAGES } from '@voyce/contracts/languages';
import { DEFAULT_SUPPORT_TEXTS } from '@voyce/contracts/support-text';
import { describe, expect, it } from 'vitest';
import { otpMail } from '../templates.ts';
import { fill, type MailKey, type Plural } from './catalog.ts';
import { MAIL_CATALOGS } from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (value: string | Plural) => (typeof value === 'string' ? [value] : Object.values(value));
const keys = Object.keys(MAIL_CATALOGS.en) as MailKey[];

describe('the e-mail catalogues', () => {
  it.each(LANGUAGES)('%s has every key, every plural category it uses, and the same placeholders as English', (language) => {
    const catalog = MAIL_CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const english = placeholders(forms(MAIL_CATALOGS.en[key])[0]!);
      const value = catalog[key];
      if (typeof value !== 'string') {
        expect(typeof MAIL_CATALOGS.en[key]).not.toBe('string');
        const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
        expect(Object.keys(value).sort(), `${language}.${key}`).toEqual([...used].sort());
      }
      for (const text of forms(value)) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(text), `${language}.${key}: ${text}`).toEqual(english);
      }
    }
  });

  it('translates every language (no English left in another catalogue) and has a default support text in each', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const key of keys.filter((k) => k !== 'reminderButton')) {
        expect(forms(MAIL_CATALOGS[language][key]), `${language}.${key}`).not.toEqual(forms(MAIL_CATALOGS.en[key]));
      }
      expect(DEFAULT_SUPPORT_TEXTS[language]).not.toBe(DEFAULT_SUPPORT_TEXTS.en);
      expect(DEFAULT_SUPPORT_TEXTS[language].length).toBeGreaterThan(100);
    }
  });

  it('keeps codes out of every subject, picks plural forms by count, and writes Arabic right to left', () => {
    for (const language of LANGUAGES) {
      for (const purpose of ['login', 'invite', 'reset'] as const) {
        const mail = otpMail('123456', purpose, 15, language);
        expect(mail.subject).not.toContain('123456');
        expect(mail.text).toContain('123456');
        expect(mail.text).toContain('15');
        expect(mail.html).toContain(`lang="${language}"`);
      }
    }
    expect(otpMail('123456', 'login', 15, 'en').text).toContain('in 15 minutes');
    expect(otpMail('123456', 'login', 1, 'en').text).toContain('in 1 minute ');
    expect(otpMail('123456', 'login', 3, 'pl').text).toContain('po 3 minutach');
    expect(otpMail('123456', 'login', 20, 'ro').text).toContain('20 de minute');
    expect(otpMail('123456', 'login', 10, 'ar').text).toContain('10 دقائق');
    expect(otpMail('123456', 'login', 15, 'ar').html).toContain('dir="rtl"');
    expect(otpMail('123456', 'login', 15, 'es').html).not.toContain('dir=');
  });

  it('fills each placeholder once, never re-reading a value as a template', () => {
    expect(fill('{from} asks: {title}', { from: '{title}', title: 'Hi' })).toBe('{title} asks: Hi');
  });
});
