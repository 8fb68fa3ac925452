import { describe, expect, it } from 'vitest';

/**
 * docs/glossary.md made checkable: every string the web shows (i18n/locales/en/*.json) and every
 * user-facing message the contracts share with the server uses the glossary's one form of a
 * term. Strings the spec names exactly are listed here as exceptions, each once.
 */

const jsons = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });
const contracts = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/contracts/src/*.ts', '!../../../../packages/contracts/src/*.test.ts'],
  {
    eager: true,
  },
);

type Text = { where: string; text: string };

function stringsOf(value: unknown, where: string, out: Text[]): Text[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (typeof value === 'function' && value.length <= 2) {
    // A message builder ('2 people will receive this reach-out.'): its words, with a count.
    try {
      const text: unknown = (value as (...a: unknown[]) => unknown)(2, 'X');
      if (typeof text === 'string') out.push({ where, text });
    } catch {
      /* not a message builder */
    }
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) stringsOf(v, `${where}.${key}`, out);
  } else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${where}[${i}]`, out));
  return out;
}

const uiStrings = Object.entries(jsons).flatMap(([file, json]) => stringsOf(json, file.replace('./', ''), []));
// The contracts' shared wording: its UPPER_CASE exports (MSG, REPORT_MSG, …); identifiers
// such as 'reachouts' have no space and are not words a person reads.
const contractStrings = Object.entries(contracts)
  .flatMap(([file, mod]) =>
    Object.entries(mod)
      .filter(([name]) => /^[A-Z][A-Z0-9_]+$/.test(name))
      .flatMap(([name, value]) => stringsOf(value, `${file.split('/').pop()}:${name}`, [])),
  )
  .filter((s) => s.text.includes(' ') && !/^[\^\\(]/.test(s.text));
const all = [...uiStrings, ...contractStrings];

/** Strings the spec names exactly (spec 1 §8, spec 2 §8, §9): kept as written there. */
const SPEC_EXACT = new Set([
  'no reachouts yet',
  'Failed to load reachout',
  'Missing reachout information',
  'Successfully shared reachout with {count} recipient(s)',
  'Failed to share reachout: {message}',
  'Please choose how you want to send the reach out',
  'Closing insight(s)...',
  'Reopening insight(s)...',
  'Preparing your report...',
  'Loading...',
]);

type Rule = { name: string; bad: (text: string) => boolean };
const RULES: Rule[] = [
  { name: 'organization, US spelling (spec)', bad: (s) => /organis/i.test(s) },
  { name: 'license, US spelling (with organization)', bad: (s) => /licenc/i.test(s) },
  // A label (title, tab, button, column) says 'Reach Out'; a sentence says 'reach-out'.
  {
    name: "'reach-out' in a sentence, never 'reach out' (the verb 'reach out to' aside)",
    bad: (s) => /\b[Rr]each outs?\b(?! to\b)/.test(s),
  },
  { name: "'Reach Out' is a label: not inside a sentence", bad: (s) => /\bReach Outs?\b/.test(s) && /[.!?]$/.test(s) },
  { name: "no 'Reachout', 'reachout' or 'Reach-Out' in words", bad: (s) => /\b[Rr]eachouts?\b|Reach-Outs?/.test(s) },
  {
    name: "'Created On' is the spec's column label; in a sentence 'Created on'",
    bad: (s) => /\bCreated On\b/.test(s) && s !== 'Created On',
  },
  { name: "one ellipsis, '…' (the spec's own '...' strings aside)", bad: (s) => /\.\./.test(s) },
  { name: 'no doubled or spaced punctuation', bad: (s) => /!!|\?\?|,,|::|;;| [,.;:!?](?!\.)|[.!?],/.test(s) },
  {
    name: "one wording of the default period: 'Last 30 Days' as a label, 'the last 30 days' in a sentence",
    bad: (s) => /30[- ]day period|past 30 days|thirty days|Last 30 days/i.test(s) && !/^Last 30 Days$|the last 30 days/.test(s),
  },
  { name: 'MyVoyce is one word with a capital V', bad: (s) => /\bMy ?voyce\b|\bMy Voyce\b|\bMYVOYCE\b/.test(s) },
];

describe('glossary (docs/glossary.md)', () => {
  it('reads every web string file and the contracts messages', () => {
    expect(Object.keys(jsons).length).toBeGreaterThanOrEqual(2);
    expect(uiStrings.length).toBeGreaterThan(500);
    expect(contractStrings.length).toBeGreaterThan(100);
    expect(contractStrings.some((s) => s.where.includes('messages.ts:MSG'))).toBe(true);
  });

  for (const rule of RULES) {
    it(rule.name, () => {
      const offenders = all.filter((s) => !SPEC_EXACT.has(s.text) && rule.bad(s.text)).map((s) => `${s.where}: ${s.text}`);
      expect(offenders).toEqual([]);
    });
  }

  it('each spec-exact exception is still a string the product shows', () => {
    const texts = new Set(all.map((s) => s.text));
    expect([...SPEC_EXACT].filter((s) => !texts.has(s))).toEqual([]);
  });
});
