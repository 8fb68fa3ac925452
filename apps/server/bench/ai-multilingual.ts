import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { detectLanguage } from '../src/ai/local/language.ts';
import { multilingualEmergencies } from '../src/ai/local/multilingual-emergency.ts';
import { crisisCues } from '../src/ai/local/crisis-cues.ts';

/**
 * What the multilingual rules raise, corpus by corpus (the rules alone, without the encoder heads):
 * other-language emergencies raised per language, other-language ordinary lines and short answers
 * (any language) raised, and the English lines the spread crisis cues raise (listed, so that a
 * change to the vocabulary can be checked to leave English alone).
 * Usage: node bench/ai-multilingual.ts [corpus names…] [--lines] (default: the tuning corpora).
 * `d` and `eval` are measure-only sets (never tune on them); `e` (/work/blind-e) was the held-out
 * check of the implied phrasings tried on 2026-11-29 and its other-language lines have been read since.
 */
type Line = { text: string; emergency: string | null; language: string; hardNegative: boolean };
const here = new URL('.', import.meta.url).pathname;
const read = (f: string): Line[] =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l);
      const emergency = r.emergency ?? (Array.isArray(r.kinds) ? (r.kinds[0] ?? null) : null);
      return { text: String(r.text), emergency, language: String(r.language ?? 'en'), hardNegative: r.hardNegative === true };
    });
const dir = (d: string) =>
  existsSync(d)
    ? readdirSync(d)
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) => read(`${d}/${f}`))
    : [];
const evalItems = (d: string): Line[] => {
  const f = `${d}/insights-dev-eval.json`;
  if (!existsSync(f)) return [];
  const j = JSON.parse(readFileSync(f, 'utf8'));
  const orgs = Array.isArray(j) ? j : (j.organisations ?? j.orgs ?? Object.values(j));
  return orgs.flatMap((o: { insights?: unknown[] }) =>
    (o.insights ?? []).map((r) => {
      const x = r as Record<string, unknown>;
      return {
        text: String(x.text),
        emergency: (x.emergency as string) ?? null,
        language: String(x.language ?? 'en'),
        hardNegative: x.hardNegative === true,
      };
    }),
  );
};
const CORPORA: Record<string, () => Line[]> = {
  a: () => read(`${here}../../../../shared/ai-train/blind-a.jsonl`),
  b: () => read(`${here}../../../../shared/ai-train/blind-b.jsonl`),
  c: () => read(`${here}../ai-model/corpus-blind/blind-c.jsonl`),
  corpus: () => dir(`${here}../ai-model/corpus`),
  extra: () => dir(`${here}../ai-model/corpus-extra`),
  own: () => dir(`${here}ai-own-test`),
  e: () => dir('/work/blind-e'),
  d: () => dir(`${here}ai-blind-d`),
  eval: () => evalItems(`${here}../../../../shared/ai-eval`),
};
const args = process.argv.slice(2);
const showLines = args.includes('--lines');
const names = args.filter((a) => !a.startsWith('--'));
const raisedBy = (l: Line) => {
  const lang = detectLanguage(l.text);
  return { lang, kinds: lang === 'en' ? crisisCues(l.text, 'en') : multilingualEmergencies(l.text, lang) };
};
const short = (l: Line) => l.text.trim().split(/\s+/).length <= 5;
for (const name of names.length ? names : ['a', 'b', 'c', 'corpus', 'extra', 'own']) {
  const lines = CORPORA[name]!();
  const perLang = new Map<string, [number, number]>();
  const misread: string[] = [];
  let ordN = 0,
    ordR = 0,
    shortN = 0,
    shortR = 0,
    enN = 0;
  const enRaised: string[] = [];
  const alarms: string[] = [];
  for (const l of lines) {
    const { lang, kinds } = raisedBy(l);
    if (l.emergency && l.language !== 'en') {
      const p = perLang.get(l.language) ?? [0, 0];
      p[1]++;
      if (kinds.length) p[0]++;
      perLang.set(l.language, p);
      if (lang !== l.language) misread.push(`${l.language}->${lang}`);
      if (showLines) alarms.push(`  ${kinds.length ? 'RAISED' : 'missed'} ${l.language}/${lang} ${l.emergency}: ${l.text}`);
    }
    if (!l.emergency && short(l)) {
      shortN++;
      if (kinds.length) {
        shortR++;
        alarms.push(`  SHORT RAISED ${l.language}/${lang} [${kinds}]: ${l.text}`);
      }
    } else if (!l.emergency && l.language !== 'en') {
      ordN++;
      if (kinds.length) {
        ordR++;
        alarms.push(`  ORD RAISED ${l.language}/${lang} [${kinds}]: ${l.text}`);
      }
    }
    if (l.language === 'en' && !l.emergency) {
      enN++;
      if (kinds.length) enRaised.push(`${lang}[${kinds}] ${l.text.slice(0, 70)}`);
    } else if (l.language === 'en' && lang === 'en' && kinds.length) enRaised.push(`EMERG ${l.emergency}[${kinds}] ${l.text.slice(0, 60)}`);
  }
  const total = [...perLang.values()].reduce((s, [r, n]) => [s[0] + r, s[1] + n], [0, 0]);
  console.log(
    `== ${name}: other-language emergencies raised ${total[0]}/${total[1]}  ${[...perLang]
      .sort()
      .map(([k, [r, n]]) => `${k} ${r}/${n}`)
      .join(', ')}`,
  );
  console.log(`   misread: ${misread.join(' ') || '-'}`);
  console.log(
    `   other-language ordinary raised ${ordR}/${ordN}; short answers raised ${shortR}/${shortN}; English (non-emergency) lines raised by rules ${enRaised.filter((s) => !s.startsWith('EMERG')).length}/${enN}; English emergencies by spread cues ${enRaised.filter((s) => s.startsWith('EMERG')).length}`,
  );
  for (const s of alarms) console.log(s);
  if (showLines) for (const s of enRaised) console.log(`   EN ${s}`);
}
