/**
 * The topic threshold for encoder vectors, chosen on blind-written subjects: insights arrive one
 * at a time per sector in a fixed shuffled order, each joins its best-scoring topic at or above
 * the threshold (the product's matchTopic, over shapes the product's extendProfileShape builds)
 * or opens a new one; pairs of the same subject in one topic are scored. The threshold kept is
 * the one with the best F1 among those whose precision reaches 0.78 (a wrong merge hides an
 * insight in a topic about something else; a split shows one subject twice, which the
 * "looks alike" suggestions and a leader's merge repair). At 0.7 (threshold 0.575) the demo
 * organisation grew topics of 14-19 insights about anything "customers" or "managers"; at 0.8
 * recall fell to 0.19: nearly every insight its own topic.
 */
import type { TopicCandidate } from '../src/ai/provider.ts';
import { primaryTheme, scoreThemes, NO_THEME } from '../src/ai/local/themes.ts';
import { analyze } from '../src/ai/local/tokenize.ts';
import { contentWords, extendProfileShape, matchTopic } from '../src/ai/local/topic-match.ts';
import type { Line } from './encoder-data.ts';
import { topicVector } from '../src/ai/local/encoder/topic-space.ts';

const PRECISION_FLOOR = 0.78;

export type Item = { line: Line; vector: Float32Array };
type Read = { theme: string; words: Map<string, number> };
/** What matching reads of a line besides its vector, read once for every threshold tried. */
const reads = new WeakMap<Item, Read>();
function readOf(it: Item): Read {
  let r = reads.get(it);
  if (!r) {
    r = { theme: primaryTheme(scoreThemes(analyze(it.line.text))) ?? NO_THEME, words: contentWords(it.line.text) };
    reads.set(it, r);
  }
  return r;
}
export type Pairwise = { precision: number; recall: number; f1: number; topics: number; subjects: number };

/** The items in a fixed pseudo-random order (seeded LCG): insights arrive as in a day, repeatably. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Files each group's items into topics at `threshold`; returns pairwise figures over all groups. */
export function clusterFigures(items: Item[], threshold: number): Pairwise {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let topicsTotal = 0;
  let subjectsTotal = 0;
  const byGroup = new Map<string, Item[]>();
  for (const it of items) byGroup.set(it.line.group, [...(byGroup.get(it.line.group) ?? []), it]);
  for (const group of [...byGroup.values()]) {
    const topics: TopicCandidate[] = [];
    const assigned: { subject: string; topic: string }[] = [];
    for (const it of shuffled(group, 7)) {
      const { theme, words } = readOf(it);
      const m = matchTopic(topicVector(it.vector), words, topics, threshold, undefined, theme);
      let topic = topics.find((t) => t.id === m.topicId);
      if (!topic) {
        topic = {
          id: `t${topics.length}`,
          label: 'topic',
          theme,
          profile: '',
          shape: extendProfileShape(null, it.line.text, undefined, it.vector),
        };
        topics.push(topic);
      } else {
        topic.shape = extendProfileShape(topic.shape!, it.line.text, undefined, it.vector);
      }
      assigned.push({ subject: it.line.subject!, topic: topic.id });
    }
    for (let i = 0; i < assigned.length; i++) {
      for (let j = i + 1; j < assigned.length; j++) {
        const same = assigned[i]!.subject === assigned[j]!.subject;
        const together = assigned[i]!.topic === assigned[j]!.topic;
        if (same && together) tp++;
        else if (together) fp++;
        else if (same) fn++;
      }
    }
    topicsTotal += topics.length;
    subjectsTotal += new Set(assigned.map((x) => x.subject)).size;
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  return {
    precision,
    recall,
    f1: (2 * precision * recall) / Math.max(1e-9, precision + recall),
    topics: topicsTotal,
    subjects: subjectsTotal,
  };
}

export function chooseTopicThreshold(all: Item[]): { threshold: number; figures: Pairwise; curve: string[] } {
  const items = all.filter((it) => it.line.subject && it.line.kinds.length === 0 && it.line.language === 'en');
  let best: { threshold: number; figures: Pairwise } | null = null;
  let fallback: { threshold: number; figures: Pairwise } | null = null;
  const curve: string[] = [];
  for (let th = 0.3; th <= 0.95; th += 0.025) {
    const f = clusterFigures(items, th);
    curve.push(
      `${th.toFixed(3)}: P ${f.precision.toFixed(2)} R ${f.recall.toFixed(2)} F1 ${f.f1.toFixed(2)} topics ${f.topics}/${f.subjects}`,
    );
    if (f.precision >= PRECISION_FLOOR && (!best || f.f1 > best.figures.f1)) best = { threshold: Math.round(th * 1000) / 1000, figures: f };
    if (!fallback || f.f1 > fallback.figures.f1) fallback = { threshold: Math.round(th * 1000) / 1000, figures: f };
  }
  console.log(curve.join('\n'));
  return { ...(best ?? fallback!), curve };
}
