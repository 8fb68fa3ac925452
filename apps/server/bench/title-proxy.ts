import { existsSync, readFileSync } from 'node:fs';
import { classifyLocally } from '../src/ai/local/classify.ts';
import { encodeInsight, warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { nounPhrases } from '../src/ai/local/labels.ts';
import { testOrg } from '../src/ai/local/test-org.ts';
import { analyze } from '../src/ai/local/tokenize.ts';

/**
 * A proxy for topic-title quality: each ordinary English labelled line that has a subject is
 * filed alone, as a new topic (classifyLocally, what the pipeline calls; titles do not depend on
 * the encoder's vector), and its title counts as a hit when it shares a word stem with the
 * writer's subject label ("rota_published_late" and "Late rota"). Words a title form adds
 * ("problems", "praise for", "feedback on") do not count: "Rota problems" must not hit
 * "pay_problems". Also counted: "Feedback on ..." titles, titles whose subject is one word, titles
 * of one word (never allowed), and the ceiling (some noun phrase of the text shares a stem).
 *
 *   node scripts/node24.mjs node apps/server/bench/title-proxy.ts [train|own|final] [--encoder] [--list]
 *
 * train: the blind training sets a, b (../shared/ai-train) and c (ai-model/corpus-blind);
 * own: bench/ai-own-test; final: ../shared/ai-eval and bench/ai-blind-d (measure only, never tune).
 */
export type TitleLine = { text: string; subject: string; set: string; tone: string | null };

const here = new URL('.', import.meta.url).pathname;
const SHARED = `${here}../../../../shared`;

const jsonl = (file: string): Record<string, unknown>[] =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    : [];

const ordinary = (rows: Record<string, unknown>[], set: string): TitleLine[] =>
  rows
    .filter((r) => r.subject && !r.emergency && (r.language ?? 'en') === 'en')
    .map((r) => ({ text: String(r.text), subject: String(r.subject), set, tone: (r.tone as string | null | undefined) ?? null }));

export function titleLines(which: 'train' | 'own' | 'final'): TitleLine[] {
  if (which === 'train')
    return [
      ...ordinary(jsonl(`${SHARED}/ai-train/blind-a.jsonl`), 'a'),
      ...ordinary(jsonl(`${SHARED}/ai-train/blind-b.jsonl`), 'b'),
      ...ordinary(jsonl(`${here}../ai-model/corpus-blind/blind-c.jsonl`), 'c'),
    ];
  if (which === 'own') return ['ordinary-test.jsonl', 'short-test.jsonl'].flatMap((f) => ordinary(jsonl(`${here}ai-own-test/${f}`), 'own'));
  const evalFile = `${SHARED}/ai-eval/insights-dev-eval.json`;
  const evalRows = existsSync(evalFile) ? (JSON.parse(readFileSync(evalFile, 'utf8')) as Record<string, unknown>[]) : [];
  return [
    ...ordinary(evalRows, 'eval'),
    ...['ordinary.jsonl', 'short.jsonl'].flatMap((f) => ordinary(jsonl(`${here}ai-blind-d/${f}`), 'd')),
  ];
}

/** Words title forms add around a subject: they say how, not what. */
const FORM_WORDS = new Set(
  `feedback problem issu prais idea suggest concern question work well thank request chang improv for on with of the about in and`.split(
    ' ',
  ),
);

/** Content stems of a text or a subject label ("rota_published_late", "printer-jams"). */
export function contentStems(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of analyze(text.replace(/[_-]/g, ' ')).tokens) {
    if (t.kind !== 'word' || t.stop || t.normal.length < 2 || FORM_WORDS.has(t.stem)) continue;
    out.add(t.stem);
  }
  return out;
}

export const sharesStem = (a: Set<string>, b: Set<string>) => [...a].some((s) => b.has(s));

/** The title the product gives one line filed as a new topic (with the sentence encoder's reading when `encoder`). */
export async function productTitle(text: string, encoder = false): Promise<string> {
  const encoded = encoder ? await encodeInsight(text) : null;
  return classifyLocally({ text, org: testOrg({}), topics: [] }, encoded?.vector, encoded?.sentences).topicLabel;
}

export type ProxyFigures = {
  lines: number;
  hits: number;
  feedbackOn: number;
  oneWordSubject: number;
  oneWord: number;
  ceiling: number;
  wrongKind: number;
};

export function measure(lines: TitleLine[], titles: string[], list?: (l: string) => void) {
  const f: ProxyFigures = { lines: 0, hits: 0, feedbackOn: 0, oneWordSubject: 0, oneWord: 0, ceiling: 0, wrongKind: 0 };
  for (const [i, line] of lines.entries()) {
    const t = titles[i]!;
    const subject = contentStems(line.subject);
    const stems = contentStems(t);
    const hit = sharesStem(stems, subject);
    f.lines++;
    if (hit) f.hits++;
    if (/^Feedback on /.test(t)) f.feedbackOn++;
    if (stems.size === 1) f.oneWordSubject++;
    if (t.trim().split(/\s+/).length === 1) f.oneWord++;
    // A title that says the opposite of what the writer did: praise titled as problems, or a complaint as praise.
    if ((/ problems$/.test(t) && line.tone === 'positive') || (/^Praise for /.test(t) && line.tone === 'negative')) f.wrongKind++;
    const phrases = nounPhrases(analyze(line.text));
    if (phrases.some((p) => sharesStem(new Set(p.words.map((w) => w.stem)), subject))) f.ceiling++;
    list?.(`${hit ? '+' : '-'} ${line.set}\t${line.tone}\t${line.subject}\t${t}\t${line.text.slice(0, 90)}`);
  }
  return f;
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
export const report = (name: string, f: ProxyFigures) =>
  `${name}: ${f.lines} lines, hits ${pct(f.hits, f.lines)}, "Feedback on" ${pct(f.feedbackOn, f.lines)}, one-word subject ${pct(
    f.oneWordSubject,
    f.lines,
  )}, one-word titles ${f.oneWord}, wrong kind ${f.wrongKind}, ceiling ${pct(f.ceiling, f.lines)}`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = (process.argv[2] ?? 'train') as 'train' | 'own' | 'final';
  const list = process.argv.includes('--list') ? (l: string) => console.log(l) : undefined;
  const encoder = process.argv.includes('--encoder');
  if (encoder && !(await warmEncoder())) throw new Error('the sentence encoder did not load');
  const lines = titleLines(which);
  const titles: string[] = [];
  for (const l of lines) titles.push(await productTitle(l.text, encoder));
  const sets = [...new Set(lines.map((l) => l.set))];
  for (const s of sets) {
    const at = lines.flatMap((l, i) => (l.set === s ? [i] : []));
    console.log(
      report(
        s,
        measure(
          at.map((i) => lines[i]!),
          at.map((i) => titles[i]!),
          list,
        ),
      ),
    );
  }
  if (sets.length > 1) console.log(report('all', measure(lines, titles)));
}
