/**
 * Where topic grouping loses its pairs F1: files labelled sets the way the pipeline does
 * (ai-blind.ts runOrg: classifyLocally over the 200 most recent topics, shapes extended as insights
 * join) and, for every insight, records what matching saw: the score of each candidate split into
 * meaning, shared rare words and theme, the topic already holding its subject (if any), and
 * whether the emergency gate or the language sent it elsewhere. Prints per set precision and
 * recall, topics against subjects, each lost pair by cause, and the F1 curve over the threshold.
 * Writers are held out in turn (blind-a, blind-b, blind-c, the project's corpora) so that a rule
 * chosen on three is scored on the fourth.
 *
 *   BENCH_CACHE=1 nice -n 10 node scripts/node24.mjs node apps/server/ai-model/topic-errors.ts
 */
import { classifyLocally } from '../src/ai/local/classify.ts';
import { warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { encoderModel } from '../src/ai/local/encoder/encoder-heads.ts';
import type { EncodedSentence } from '../src/ai/local/encoder/encoder-verdict.ts';
import { emergencySentences } from '../src/ai/local/encoder/sentences.ts';
import { topicVector } from '../src/ai/local/encoder/topic-space.ts';
import { contentWords, extendProfileShape, placeWords, topicKindOf, topicScores } from '../src/ai/local/topic-match.ts';
import { dot } from '../src/ai/local/model/sentence-vector.ts';
import type { OrgAiContext, TopicCandidate } from '../src/ai/provider.ts';
import { blindItemOf, loadOwnTest, type BlindItem } from '../bench/ai-blind.ts';
import { encodeAll, loadLines } from './encoder-data.ts';
import { shuffled } from './tune-encoder-topics.ts';

const CANDIDATES = 200;

/** One candidate as matching saw it. */
export type Seen = {
  topic: string;
  meaning: number;
  lexical: number;
  theme: number;
  /** Highest cosine to one of the topic's insights (topic space). */
  nearest: number;
  size: number;
};

/** One insight's filing. */
export type Step = {
  item: BlindItem;
  vector: Float32Array;
  raised: boolean;
  english: boolean;
  chosen: string;
  opened: boolean;
  /** The ordinary candidates (empty for emergencies and other languages). */
  seen: Seen[];
  /** Topics holding its subject before it arrived, by how many they hold. */
  holders: Map<string, number>;
  threshold: number;
};

/** A topic under construction: its candidate and its members' vectors. */
type Open = TopicCandidate & { last: number; members: Float32Array[]; subjects: (string | null)[] };

/** A rule that picks among the scored candidates (null: open a new topic); default: the product's. */
export type Chooser = (step: Omit<Step, 'chosen' | 'opened'>) => string | null;

export async function vectorsOf(items: BlindItem[]) {
  const texts = [...new Set(items.map((i) => i.text))];
  const vs = await encodeAll(texts, 'bench');
  const vectors = new Map(texts.map((t, i) => [t, vs[i]!]));
  const parts = [...new Set(texts.flatMap((t) => emergencySentences(t)))];
  const ps = await encodeAll(parts, 'bench');
  const byText = new Map(parts.map((t, i) => [t, ps[i]!]));
  const sentences = new Map<string, EncodedSentence[]>(
    texts.map((t) => [t, emergencySentences(t).map((s) => ({ text: s, vector: byText.get(s)! }))]),
  );
  return { vectors, sentences };
}

/** What the classifier decides of an insight apart from its topic (the same for any candidates). */
export type Read = { raised: boolean; english: boolean; theme: string; label: string; words: Map<string, number> };

export async function readAll(items: BlindItem[]) {
  await warmEncoder();
  const { vectors, sentences } = await vectorsOf(items);
  const reads = new Map<string, Read>();
  for (const org of new Set(items.map((i) => i.org))) {
    const of = items.filter((i) => i.org === org);
    const departments = of[0]!.departments.map((name, i) => ({ id: `d${i}`, name }));
    const ctx: OrgAiContext = {
      aboutUs: '',
      goals: [],
      higherPriorityPhrases: [],
      lowerPriorityPhrases: [],
      writingSample: '',
      departments,
    };
    const where = placeWords(departments);
    for (const item of of) {
      const c = classifyLocally({ text: item.text, org: ctx, topics: [] }, vectors.get(item.text)!, sentences.get(item.text));
      reads.set(item.id, {
        raised: c.emergencyTypes.length + c.possibleEmergencyTypes.length > 0,
        english: c.language === 'en',
        theme: c.theme,
        label: c.topicLabel,
        words: contentWords(item.text, where),
      });
    }
  }
  return { vectors, reads };
}

export const productThreshold = (): number => encoderModel()!.topicThreshold;

/** The product's rule: the best total score, if it reaches the threshold. */
export const productRule =
  (threshold = productThreshold()): Chooser =>
  (s) => {
    let best = 0;
    let id: string | null = null;
    for (const c of s.seen) {
      const total = c.meaning + c.lexical + c.theme;
      if (total > best) [best, id] = [total, c.topic];
    }
    return best >= threshold ? id : null;
  };

/**
 * Files each organisation's items in the pipeline's order (ai-blind.ts: shuffled with seed 1,
 * candidates the 200 most recently active). Emergencies and other languages go as the classifier
 * sends them (a topic of their own kind; never an ordinary one); ordinary English insights by `choose`.
 */
export function stream(
  items: BlindItem[],
  vectors: Map<string, Float32Array>,
  reads: Map<string, Read>,
  choose: Chooser,
  seed = 1,
): Step[] {
  const steps: Step[] = [];
  const threshold = productThreshold();
  for (const org of new Set(items.map((i) => i.org))) {
    const of = items.filter((i) => i.org === org);
    const where = placeWords(of[0]!.departments.map((name, i) => ({ id: `d${i}`, name })));
    const topics: Open[] = [];
    let n = 0;
    for (const item of shuffled(of, seed)) {
      const r = reads.get(item.id)!;
      const encoded = vectors.get(item.text)!;
      const v = topicVector(encoded);
      const recent = [...topics].sort((a, b) => b.last - a.last).slice(0, CANDIDATES);
      const kind = r.raised ? 'emergency' : 'ordinary';
      const cands = r.english ? recent.filter((t) => topicKindOf(t.label) === kind) : [];
      const holders = new Map<string, number>();
      for (const t of topics) {
        const k = item.subject ? t.subjects.filter((s) => s === item.subject).length : 0;
        if (k) holders.set(t.id, k);
      }
      const none = new Map<string, number>();
      const meaning = topicScores(v, none, cands, where);
      const lexical = topicScores(null, r.words, cands, where);
      const theme = topicScores(null, none, cands, where, r.theme);
      const seen: Seen[] = cands.map((t, i) => ({
        topic: t.id,
        meaning: meaning[i]!,
        lexical: lexical[i]!,
        theme: theme[i]!,
        nearest: Math.max(...(t as Open).members.map((m) => dot(v, m))),
        size: (t as Open).members.length,
      }));
      const step = { item, vector: v, raised: r.raised, english: r.english, seen, holders, threshold };
      const chosen = r.raised ? emergencyRule(seen, threshold) : choose(step);
      let topic = chosen ? topics.find((t) => t.id === chosen) : undefined;
      if (topic) {
        topic.shape = extendProfileShape(topic.shape!, ` ${item.text}`, where, encoded);
        topic.last = n++;
      } else {
        topic = {
          id: `${org}#${topics.length}`,
          label: r.label,
          theme: r.theme,
          profile: '',
          last: n++,
          members: [],
          subjects: [],
          shape: extendProfileShape(null, `${r.label} ${item.text}`, where, encoded),
        };
        topics.push(topic);
      }
      topic.members.push(v);
      topic.subjects.push(item.subject);
      steps.push({ ...step, chosen: topic.id, opened: !chosen });
    }
  }
  return steps;
}

/** Perfect filing among the candidates the gate and the language leave: the topic holding most of the subject. */
export const ceilingRule: Chooser = (s) => {
  let best: string | null = null;
  let most = 0;
  for (const c of s.seen) {
    const k = s.holders.get(c.topic) ?? 0;
    if (k > most) [best, most] = [c.topic, k];
  }
  return best;
};

/** The product's ranking with a perfect join-or-open: its best topic, only when that holds the subject. */
export const perfectJoinRule: Chooser = (s) => {
  const best = productRule(-1)(s);
  return best && s.holders.has(best) ? best : null;
};

/** Emergencies join one another only when clearly the same incident (classify.ts). */
function emergencyRule(seen: Seen[], threshold: number): string | null {
  return productRule(Math.max(0.6, threshold + 0.15))({ seen } as Step);
}

export type Pairs = { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number; topics: number; subjects: number };

/** Pairwise figures within each organisation, as ai-blind.ts figures() counts them. */
export function pairsOf(steps: Step[]): Pairs {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const byOrg = new Map<string, Step[]>();
  for (const s of steps) byOrg.set(s.item.org, [...(byOrg.get(s.item.org) ?? []), s]);
  for (const of of byOrg.values())
    for (let a = 0; a < of.length; a++)
      for (let b = a + 1; b < of.length; b++) {
        const gold = of[a]!.item.subject !== null && of[a]!.item.subject === of[b]!.item.subject;
        const got = of[a]!.chosen === of[b]!.chosen;
        if (gold && got) tp++;
        else if (got) fp++;
        else if (gold) fn++;
      }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  return {
    tp,
    fp,
    fn,
    precision,
    recall,
    f1: (2 * precision * recall) / Math.max(1e-9, precision + recall),
    topics: new Set(steps.map((s) => s.chosen)).size,
    subjects: new Set(steps.filter((s) => s.item.subject).map((s) => `${s.item.org}:${s.item.subject}`)).size,
  };
}

const add = (m: Map<string, number>, k: string, n = 1) => m.set(k, (m.get(k) ?? 0) + n);

/**
 * Each lost pair by cause, read at the later insight's filing (the earlier one's topic was then a
 * candidate or not): a missed pair (same subject, two topics) is gated (an emergency was raised),
 * another language, out of the 200 candidates, under the threshold (it opened a topic of its own),
 * or outranked (another topic scored higher; "split already" when that one held the subject too).
 * A wrong pair (one topic, not one subject) is decided by meaning alone, needed the shared words,
 * or needed the theme; "null subject" when the later insight has none (emergencies, hard negatives).
 */
export function causes(steps: Step[]): { missed: Map<string, number>; wrong: Map<string, number>; notes: string[] } {
  const missed = new Map<string, number>();
  const wrong = new Map<string, number>();
  const gaps: number[] = [];
  const nearestOfMissed: number[] = [];
  const wrongBySize = new Map<string, number>();
  const byOrg = new Map<string, Step[]>();
  for (const s of steps) byOrg.set(s.item.org, [...(byOrg.get(s.item.org) ?? []), s]);
  for (const of of byOrg.values())
    for (let j = 0; j < of.length; j++)
      for (let i = 0; i < j; i++) {
        const a = of[i]!;
        const b = of[j]!;
        const gold = a.item.subject !== null && a.item.subject === b.item.subject;
        const together = a.chosen === b.chosen;
        if (gold && !together) {
          if (a.raised || b.raised) add(missed, 'gated (emergency raised)');
          else if (!a.english || !b.english) add(missed, 'other language');
          else {
            const seen = b.seen.find((c) => c.topic === a.chosen);
            if (!seen) add(missed, 'not a candidate');
            else if (b.opened) {
              add(missed, 'under the threshold');
              gaps.push(b.threshold - (seen.meaning + seen.lexical + seen.theme));
              nearestOfMissed.push(seen.nearest);
            } else if (b.holders.has(b.chosen)) add(missed, 'outranked (subject split already)');
            else add(missed, 'outranked by another subject');
          }
        } else if (together && !gold) {
          const seen = b.seen.find((c) => c.topic === b.chosen);
          const key = b.item.subject === null ? 'null subject: ' : '';
          if (!seen) add(wrong, `${key}emergency topic`);
          else {
            add(wrongBySize, seen.size >= 8 ? '8+' : seen.size >= 4 ? '4-7' : seen.size >= 2 ? '2-3' : '1');
            if (seen.meaning >= b.threshold) add(wrong, `${key}meaning alone`);
            else if (seen.meaning + seen.lexical >= b.threshold) add(wrong, `${key}needed shared words`);
            else add(wrong, `${key}needed the theme`);
          }
        }
      }
  const q = (xs: number[], p: number) => (xs.length ? [...xs].sort((x, y) => x - y)[Math.floor(p * (xs.length - 1))]!.toFixed(3) : '-');
  return {
    missed,
    wrong,
    notes: [
      `under-threshold gap quartiles ${q(gaps, 0.25)} ${q(gaps, 0.5)} ${q(gaps, 0.75)}; nearest member cosine of those quartiles ${q(nearestOfMissed, 0.25)} ${q(nearestOfMissed, 0.5)} ${q(nearestOfMissed, 0.75)}`,
      `wrong pairs by joined topic's size: ${[...wrongBySize].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
    ],
  };
}

/** What an insight is, for counting wrong pairs: of a subject, raised, a hard negative, a short answer (five words or fewer). */
const kindOf = (s: Step) =>
  s.item.subject
    ? 'subject'
    : s.raised
      ? 'raised'
      : s.item.hardNegative
        ? 'hard negative'
        : s.item.emergency
          ? 'emergency not raised'
          : s.item.text.trim().split(/\s+/).length <= 5
            ? 'short answer'
            : 'no subject';

/** Wrong pairs (one topic, not one subject) by what their two insights are. */
export function wrongByKind(steps: Step[]): string {
  const out = new Map<string, number>();
  const byTopic = new Map<string, Step[]>();
  for (const s of steps) byTopic.set(s.chosen, [...(byTopic.get(s.chosen) ?? []), s]);
  for (const of of byTopic.values())
    for (let i = 0; i < of.length; i++)
      for (let j = i + 1; j < of.length; j++) {
        const [a, b] = [of[i]!, of[j]!];
        if (a.item.subject !== null && a.item.subject === b.item.subject) continue;
        add(out, [kindOf(a), kindOf(b)].sort().join(' + '));
      }
  return [...out]
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

/** How many topics a subject is spread over, and how many subjects a topic holds (topics of 2+). */
export function spread(steps: Step[]): string {
  const perSubject = new Map<string, Set<string>>();
  const perTopic = new Map<string, Set<string>>();
  for (const s of steps) {
    if (!s.item.subject) continue;
    const k = `${s.item.org}:${s.item.subject}`;
    perSubject.set(k, (perSubject.get(k) ?? new Set()).add(s.chosen));
    perTopic.set(s.chosen, (perTopic.get(s.chosen) ?? new Set()).add(k));
  }
  const mean = (m: Map<string, Set<string>>) => [...m.values()].reduce((x, v) => x + v.size, 0) / Math.max(1, m.size);
  const multi = [...perTopic.values()].filter((v) => v.size >= 3).length;
  return `topics per subject ${mean(perSubject).toFixed(2)}, subjects per topic ${mean(perTopic).toFixed(2)}, topics holding 3+ subjects ${multi}`;
}

/** The training lines of groups that have subjects, as blind items, by writer. */
export function trainingWriters(): Map<string, BlindItem[]> {
  const lines = loadLines();
  const withSubjects = new Set(lines.filter((l) => l.subject).map((l) => l.group));
  const out = new Map<string, BlindItem[]>();
  lines.forEach((l, n) => {
    if (!withSubjects.has(l.group)) return;
    const writer = l.source.startsWith('blind-') ? l.source.replace('.jsonl', '') : 'project';
    const item = blindItemOf(l, `${l.group}:${n}`);
    out.set(writer, [...(out.get(writer) ?? []), item]);
  });
  return out;
}

const fmt = (p: Pairs) =>
  `F1 ${p.f1.toFixed(3)} (P ${p.precision.toFixed(3)} / R ${p.recall.toFixed(3)}; tp ${p.tp} fp ${p.fp} fn ${p.fn}) topics ${p.topics} / subjects ${p.subjects}`;

export function report(name: string, items: BlindItem[]): void {
  const steps = stream(items, vectorsCache!, readsCache!, productRule());
  console.log(`\n== ${name}: ${fmt(pairsOf(steps))}`);
  console.log(`   ${spread(steps)}`);
  const { missed, wrong, notes } = causes(steps);
  console.log(`   missed pairs: ${[...missed].map(([k, v]) => `${k} ${v}`).join('; ')}`);
  console.log(`   wrong pairs: ${[...wrong].map(([k, v]) => `${k} ${v}`).join('; ')}`);
  for (const n of notes) console.log(`   ${n}`);
  console.log(`   wrong pairs by kind: ${wrongByKind(steps)}`);
  console.log(
    `   ceilings: perfect filing (gate and language as today) ${fmt(pairsOf(stream(items, vectorsCache!, readsCache!, ceilingRule)))}; the product's ranking, a perfect join-or-open ${fmt(pairsOf(stream(items, vectorsCache!, readsCache!, perfectJoinRule)))}`,
  );
  const curve: string[] = [];
  for (let th = 0.3; th <= 0.701; th += 0.05) {
    const p = pairsOf(stream(items, vectorsCache!, readsCache!, productRule(th)));
    curve.push(`${th.toFixed(2)}: ${p.f1.toFixed(2)} (${p.precision.toFixed(2)}/${p.recall.toFixed(2)})`);
  }
  console.log(`   threshold curve F1 (P/R): ${curve.join('  ')}`);
  // The same rule, insights arriving in other orders: how much of a difference is the order's.
  const orders = [2, 3, 4, 5].map((seed) => pairsOf(stream(items, vectorsCache!, readsCache!, productRule(), seed)).f1.toFixed(3));
  console.log(`   other arrival orders F1: ${orders.join(' ')}`);
}

let vectorsCache: Map<string, Float32Array> | null = null;
let readsCache: Map<string, Read> | null = null;

export async function loadSets(): Promise<Map<string, BlindItem[]>> {
  const sets = new Map<string, BlindItem[]>([...trainingWriters(), ['own test split', loadOwnTest()]]);
  const all = [...sets.values()].flat();
  const { vectors, reads } = await readAll(all);
  vectorsCache = vectors;
  readsCache = reads;
  return sets;
}
export const cached = () => ({ vectors: vectorsCache!, reads: readsCache! });

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.BENCH_CACHE ??= '1';
  const sets = await loadSets();
  console.log(`product threshold ${productThreshold()}`);
  for (const [name, items] of sets) report(name, items);
  process.exit(0);
}
