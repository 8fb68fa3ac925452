/**
 * Trains the encoder heads (emergency kinds, tone, priority), chooses their thresholds and the
 * topic threshold on out-of-fold scores, and writes src/ai/local/encoder/encoder-heads.json.
 *
 *   node scripts/node24.mjs node apps/server/ai-model/train-encoder.ts
 *
 * Lines: ../shared/ai-train (blind), ai-model/corpus, ai-model/corpus-extra (encoder-data.ts).
 * 15 % of lines, by a hash of their text, are a test split never trained or tuned on; its
 * figures are printed and stored. The rest is cut into 5 folds by group (sector or source
 * file): every threshold is chosen on scores of sectors the head was not trained on, which is
 * what the product meets in a new customer.
 */
import { writeFileSync } from 'node:fs';
import { encoderFeatures, FEATURE_COUNT, textSignals } from '../src/ai/local/encoder/encoder-features.ts';
import { denseProbabilities, type DenseHead, type EncoderModelFile } from '../src/ai/local/encoder/encoder-heads.ts';
import { encodeAll, isTestLine, KINDS, LEVELS, loadLines, TONES, type Line } from './encoder-data.ts';
import { trainHead, type Example } from './logistic.ts';
import { chooseTopicThreshold } from './tune-encoder-topics.ts';

const FOLDS = 5;
const lines = loadLines();
const vectors = await encodeAll(lines.map((l) => l.text));
const signals = lines.map((l) => textSignals(l.text).signals);
const X = lines.map((_, i) => encoderFeatures(vectors[i]!, signals[i]!));

const test = new Set(lines.map((l, i) => (isTestLine(l.text) ? i : -1)).filter((i) => i >= 0));
const pool = lines.map((_, i) => i).filter((i) => !test.has(i));
const groups = [...new Set(pool.map((i) => lines[i]!.group))].sort();
const foldOf = new Map(groups.map((g, j) => [g, j % FOLDS]));

/** Lines whose emergency label is known: a priority-4 line of the general corpus is not. */
const kindsKnown = (l: Line) => !(l.source.startsWith('insights') && l.priority === 4);

function examples(ids: number[], head: 'emergency' | 'tone' | 'priority'): Example[] {
  const out: Example[] = [];
  for (const i of ids) {
    const l = lines[i]!;
    if (head === 'emergency' && kindsKnown(l)) out.push({ x: X[i]!, y: KINDS.map((k) => (l.kinds.includes(k) ? 1 : 0)) });
    if (head === 'tone' && l.tone) out.push({ x: X[i]!, y: TONES.map((t) => (t === l.tone ? 1 : 0)) });
    if (head === 'priority' && l.priority) out.push({ x: X[i]!, y: LEVELS.map((p) => (Number(p) === l.priority ? 1 : 0)) });
  }
  return out;
}

function trainAll(ids: number[]): DenseHead[] {
  return [
    trainHead('emergency', 'sigmoid', [...KINDS], examples(ids, 'emergency'), { l2: 3e-4 }),
    trainHead('tone', 'softmax', [...TONES], examples(ids, 'tone'), { l2: 1e-3 }),
    trainHead('priority', 'softmax', [...LEVELS], examples(ids, 'priority'), { l2: 1e-3 }),
  ];
}

type Scores = { emergency: Record<string, number>; tone: Record<string, number>; priority: Record<string, number> };
const score = (heads: DenseHead[], i: number): Scores => ({
  emergency: denseProbabilities(heads[0]!, X[i]!),
  tone: denseProbabilities(heads[1]!, X[i]!),
  priority: denseProbabilities(heads[2]!, X[i]!),
});

// Out-of-fold scores of every pool line.
const oof = new Map<number, Scores>();
for (let f = 0; f < FOLDS; f++) {
  const trainIds = pool.filter((i) => foldOf.get(lines[i]!.group) !== f);
  const heads = trainAll(trainIds);
  for (const i of pool) if (foldOf.get(lines[i]!.group) === f) oof.set(i, score(heads, i));
  process.stderr.write(`fold ${f + 1}/${FOLDS}\n`);
}

/**
 * Per kind, on out-of-fold scores. `confirmed` (e-mailed as an emergency, Critical) is the lowest
 * score at which precision reaches 0.9 with each line not of the kind weighted ×3: the training
 * lines hold 40 % emergencies, real traffic far fewer, and a false Critical costs trust.
 * `possible` ("please review") is the lowest at which precision, as the lines are, reaches 0.5:
 * review may be wrong as often as right, never mostly. Self-harm's review threshold is set for
 * recall (0.9 out of fold) when that is lower: a missed person costs most. Measured on the
 * shared blind set, a stricter review threshold (precision 0.6 at ×3) halved crime and threat
 * recall for little precision, and a recall of 0.95 for self-harm raised ordinary text.
 */
function thresholds(): EncoderModelFile['thresholds'] {
  const out: EncoderModelFile['thresholds'] = {};
  const known = pool.filter((i) => kindsKnown(lines[i]!));
  for (const k of KINDS) {
    const pts = known.map((i) => ({ p: oof.get(i)!.emergency[k]!, pos: lines[i]!.kinds.includes(k) })).sort((a, b) => b.p - a.p);
    const confirmed = lowestAtPrecision(pts, 0.9, 3);
    let possible = Math.min(confirmed, lowestAtPrecision(pts, 0.5, 1));
    if (k === 'self_harm') possible = Math.min(possible, scoreAtRecall(pts, 0.9));
    out[k] = { confirmed: round(confirmed), possible: round(possible) };
  }
  return out;
}

/** The lowest score s such that everything scored >= s is at least `target` precise (negatives weighted). */
function lowestAtPrecision(pts: { p: number; pos: boolean }[], target: number, negativeWeight: number): number {
  let tp = 0;
  let fp = 0;
  let best = 0.99;
  for (const x of pts) {
    if (x.pos) tp++;
    else fp += negativeWeight;
    if (tp / (tp + fp) >= target && tp >= 3) best = x.p;
  }
  return best;
}

/** The score at which `recall` of the positives is reached. */
function scoreAtRecall(pts: { p: number; pos: boolean }[], recall: number): number {
  const positives = pts.filter((x) => x.pos).length;
  let tp = 0;
  for (const x of pts) {
    if (x.pos) tp++;
    if (tp / positives >= recall) return x.p;
  }
  return 0;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
const t = thresholds();

/** The crisis panel: self-harm at the confirmed threshold's confidence and above. */
const crisisPanel = Math.max(t.self_harm!.confirmed, 0.5);

// Topic threshold on the pool's subjects (out of fold is not needed: no head is trained on it).
const topicThreshold = chooseTopicThreshold(pool.map((i) => ({ line: lines[i]!, vector: vectors[i]! })));

const final = trainAll(pool);
const testIds = [...test];
const metrics = report('test', testIds, (i) => score(final, i), t);
report('out-of-fold', pool, (i) => oof.get(i)!, t);

const file: EncoderModelFile = {
  version: 1,
  features: FEATURE_COUNT,
  heads: final,
  thresholds: t,
  crisisPanel: round(crisisPanel),
  topicThreshold: topicThreshold.threshold,
  metrics: { ...metrics, topics: topicThreshold.figures, lines: lines.length, test: testIds.length },
};
writeFileSync(new URL('../src/ai/local/encoder/encoder-heads.json', import.meta.url), `${JSON.stringify(file)}\n`);
console.log('thresholds', JSON.stringify(t), 'crisis', crisisPanel, 'topic', JSON.stringify(topicThreshold));

/** Figures of a split: per kind raised at all / confirmed, precision, ordinary and short raised, tone, priority. */
function report(name: string, ids: number[], s: (i: number) => Scores, th: EncoderModelFile['thresholds']): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const known = ids.filter((i) => kindsKnown(lines[i]!));
  for (const k of KINDS) {
    const pos = known.filter((i) => lines[i]!.kinds.includes(k));
    const raised = known.filter((i) => s(i).emergency[k]! >= th[k]!.possible);
    const confirmed = known.filter((i) => s(i).emergency[k]! >= th[k]!.confirmed);
    const hit = (set: number[]) => set.filter((i) => lines[i]!.kinds.includes(k)).length;
    out[k] = {
      positives: pos.length,
      raised: round(hit(raised) / Math.max(1, pos.length)),
      confirmed: round(hit(confirmed) / Math.max(1, pos.length)),
      precisionRaised: round(hit(raised) / Math.max(1, raised.length)),
    };
  }
  const anyRaised = (i: number) => KINDS.some((k) => s(i).emergency[k]! >= th[k]!.possible);
  const ordinary = known.filter((i) => lines[i]!.kinds.length === 0 && !lines[i]!.hardNegative);
  const hard = known.filter((i) => lines[i]!.hardNegative);
  const short = ordinary.filter((i) => lines[i]!.text.trim().split(/\s+/).length <= 5);
  out.ordinaryRaised = `${ordinary.filter(anyRaised).length}/${ordinary.length}`;
  out.hardNegativesRaised = `${hard.filter(anyRaised).length}/${hard.length}`;
  out.shortRaised = `${short.filter(anyRaised).length}/${short.length}`;
  const toned = ids.filter((i) => lines[i]!.tone);
  const top = (r: Record<string, number>) => Object.entries(r).sort((a, b) => b[1] - a[1])[0]![0];
  out.tone = round(toned.filter((i) => top(s(i).tone) === lines[i]!.tone).length / Math.max(1, toned.length));
  const prio = ids.filter((i) => lines[i]!.priority);
  out.priorityExact = round(prio.filter((i) => Number(top(s(i).priority)) === lines[i]!.priority).length / Math.max(1, prio.length));
  out.priorityWithinOne = round(
    prio.filter((i) => Math.abs(Number(top(s(i).priority)) - lines[i]!.priority!) <= 1).length / Math.max(1, prio.length),
  );
  console.log(name, JSON.stringify(out));
  return out;
}
