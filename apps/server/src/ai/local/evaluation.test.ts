import type { EmergencyType } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import type { OrgAiContext, TopicCandidate } from '../provider.ts';
import { classifyLocally } from './classify.ts';
import { EVALUATION_DATA, type EvalItem } from './evaluation-data.ts';

/**
 * Measures the local classifier on the hand-labelled set. Nothing here is tuned per item:
 * the figures are what the classifier does. Run: node scripts/node24.mjs vitest run evaluation
 */
const org: OrgAiContext = {
  aboutUs: '',
  goals: [],
  higherPriorityPhrases: [],
  lowerPriorityPhrases: [],
  writingSample: '',
  departments: ['Engineering', 'Sales', 'Customer Support', 'Operations', 'Finance', 'People & HR', 'Marketing', 'Warehouse'].map(
    (name, i) => ({
      id: `d${i}`,
      name,
    }),
  ),
};

/** A fixed shuffle, so groups arrive interleaved with other subjects as they would in real life. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

describe('local classifier evaluation', () => {
  it(`has a realistic labelled set (${EVALUATION_DATA.length} insights)`, () => {
    expect(EVALUATION_DATA.length).toBeGreaterThanOrEqual(60);
    expect(EVALUATION_DATA.filter((d) => d.emergencies.length > 0).length).toBeGreaterThanOrEqual(15);
  });

  it('detects emergencies: recall >= 0.95 and precision >= 0.8, per type and overall', () => {
    const types: EmergencyType[] = ['violence', 'crime', 'threat'];
    const counts = Object.fromEntries(types.map((t) => [t, { tp: 0, fp: 0, fn: 0 }])) as Record<
      EmergencyType,
      { tp: number; fp: number; fn: number }
    >;
    const misses: string[] = [];
    for (const item of EVALUATION_DATA) {
      const got = new Set(classifyLocally({ text: item.text, org, topics: [] }).emergencyTypes);
      for (const t of types) {
        const want = item.emergencies.includes(t);
        if (want && got.has(t)) counts[t].tp++;
        else if (!want && got.has(t)) {
          counts[t].fp++;
          misses.push(`false ${t}: ${item.text}`);
        } else if (want) {
          counts[t].fn++;
          misses.push(`missed ${t}: ${item.text}`);
        }
      }
    }
    const total = { tp: 0, fp: 0, fn: 0 };
    const figures: Record<string, { recall: number; precision: number; support: number }> = {};
    for (const t of types) {
      const c = counts[t];
      total.tp += c.tp;
      total.fp += c.fp;
      total.fn += c.fn;
      figures[t] = { recall: round(c.tp / (c.tp + c.fn)), precision: round(c.tp / Math.max(1, c.tp + c.fp)), support: c.tp + c.fn };
    }
    figures.overall = {
      recall: round(total.tp / (total.tp + total.fn)),
      precision: round(total.tp / Math.max(1, total.tp + total.fp)),
      support: total.tp + total.fn,
    };
    console.log('emergency detection', JSON.stringify(figures));
    if (misses.length) console.log(misses.join('\n'));
    for (const f of Object.values(figures)) {
      expect(f.recall).toBeGreaterThanOrEqual(0.95);
      expect(f.precision).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('groups insights on the same subject: purity >= 0.8 when classified one after another', () => {
    type Topic = { id: string; label: string; theme: string; texts: string[]; truth: string[] };
    const truthOf = (item: EvalItem, i: number) => item.group ?? `single-${i}`;
    const groups = [...new Set(EVALUATION_DATA.flatMap((d) => (d.group ? [d.group] : [])))];
    const majority = (xs: string[]) => Math.max(...[...new Set(xs)].map((x) => xs.filter((y) => y === x).length));

    /** One arrival order: the first insight of a subject creates a topic, later ones should join it. */
    function simulate(seed: number) {
      const topics: Topic[] = [];
      const items = shuffled(
        EVALUATION_DATA.map((d, i) => ({ d, truth: truthOf(d, i) })),
        seed,
      );
      for (const { d, truth } of items) {
        const candidates: TopicCandidate[] = topics.map((t) => ({
          id: t.id,
          label: t.label,
          theme: t.theme,
          profile: t.texts.slice(-5).join('\n'),
        }));
        const c = classifyLocally({ text: d.text, org, topics: candidates });
        const topic = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
        if (topic) {
          topic.texts.push(d.text);
          topic.truth.push(truth);
        } else {
          topics.push({ id: `t${topics.length}`, label: c.topicLabel, theme: c.theme, texts: [d.text], truth: [truth] });
        }
      }
      const purity = topics.reduce((n, t) => n + majority(t.truth), 0) / items.length;
      // Cohesion: how much of each real group ended up in its best topic (purity alone rewards never merging).
      const cohesion =
        groups.reduce((n, g) => {
          const size = EVALUATION_DATA.filter((d) => d.group === g).length;
          return n + Math.max(...topics.map((t) => t.truth.filter((x) => x === g).length)) / size;
        }, 0) / groups.length;
      return { seed, topics, purity: round(purity), cohesion: round(cohesion) };
    }

    const runs = [42, 7, 99, 2024, 1].map(simulate);
    for (const r of runs)
      console.log(
        'grouping',
        JSON.stringify({ seed: r.seed, insights: EVALUATION_DATA.length, topics: r.topics.length, purity: r.purity, cohesion: r.cohesion }),
      );
    const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / xs.length);
    console.log('grouping mean', JSON.stringify({ purity: mean(runs.map((r) => r.purity)), cohesion: mean(runs.map((r) => r.cohesion)) }));
    for (const t of runs[0]!.topics) if (t.texts.length > 1) console.log(`  [${t.label}] ${t.truth.join(', ')}`);
    for (const r of runs) expect(r.purity).toBeGreaterThanOrEqual(0.8);
    expect(mean(runs.map((r) => r.cohesion))).toBeGreaterThanOrEqual(0.6);
  });

  it('reports theme and tone agreement with the human labels', () => {
    let themeHits = 0;
    let themeTotal = 0;
    let toneHits = 0;
    const toneMisses: string[] = [];
    for (const item of EVALUATION_DATA) {
      const c = classifyLocally({ text: item.text, org, topics: [] });
      if (item.theme) {
        themeTotal++;
        if (c.theme === item.theme) themeHits++;
      }
      if (c.tone === item.tone) toneHits++;
      else toneMisses.push(`${item.tone} -> ${c.tone}: ${item.text}`);
    }
    const figures = {
      themeAccuracy: round(themeHits / themeTotal),
      themeLabelled: themeTotal,
      toneAccuracy: round(toneHits / EVALUATION_DATA.length),
    };
    console.log('theme and tone', JSON.stringify(figures));
    if (toneMisses.length) console.log(toneMisses.join('\n'));
    // Floors well below the measured figures: they catch a broken lexicon, not a one-item change.
    expect(figures.themeAccuracy).toBeGreaterThanOrEqual(0.6);
    expect(figures.toneAccuracy).toBeGreaterThanOrEqual(0.6);
  });
});
