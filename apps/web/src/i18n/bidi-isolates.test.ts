import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { activateMessages, i18n, translate, type TranslationKey } from './translate';

/**
 * A Latin name or a date inside an Arabic sentence must not scramble its neighbours: in a
 * right-to-left language every text value is wrapped in Unicode isolates (FSI … PDI).
 */
const key = 'my.reachouts.from' as TranslationKey;
const catalog = (text: string) => ({ my: { reachouts: { from: compileMessage(text) } } });
const before = { locale: i18n.locale, messages: i18n.messages };
afterEach(() => {
  i18n.load(before.locale, before.messages);
  i18n.activate(before.locale);
});

describe('values in right-to-left sentences', () => {
  it('isolates each text value in Arabic, and only text values', () => {
    activateMessages('ar', catalog('من {name} · {count}'));
    expect(translate(key, { name: 'Lingua shots', count: 3 })).toBe('من \u2068Lingua shots\u2069 · 3');
  });

  it('leaves left-to-right languages untouched', () => {
    activateMessages('es', catalog('De {name}'));
    expect(translate(key, { name: 'Lingua' })).toBe('De Lingua');
  });
});
