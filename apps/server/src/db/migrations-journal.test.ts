import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Drizzle applies, on an existing database, only the migrations dated after the newest one it
 * has applied: a migration numbered or dated below one that already landed is skipped there,
 * silently. So a new migration takes a number above every existing one (gaps stay gaps), and
 * the journal's dates rise with the numbers.
 */
const DIR = join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(join(DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('lists every migration file once, in number order, each under its own number', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.slice(0, -4))
      .sort();
    expect(journal.entries.map((e) => e.tag)).toEqual(files);
    for (const e of journal.entries) expect(e.idx).toBe(Number(e.tag.slice(0, 4)));
  });

  it('dates each migration after the one before it', () => {
    const whens = journal.entries.map((e) => e.when);
    whens.slice(1).forEach((w, i) => expect(w, journal.entries[i + 1]!.tag).toBeGreaterThan(whens[i]!));
  });
});
