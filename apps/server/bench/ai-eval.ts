import { readdirSync, readFileSync } from 'node:fs';
import type { EmergencyType, InsightClassification } from '@voyce/contracts/ai';
import { identifyingHints } from '@voyce/contracts/employee';
import { ALL_IDENTIFYING_RULES } from '@voyce/contracts/identifying/all';
import { DEMO_INSIGHTS } from '../src/ai/demo-insights.ts';
import { classifyLocally } from '../src/ai/local/classify.ts';
import type { OrgAiContext, TopicCandidate } from '../src/ai/provider.ts';
import { benchAiBlind } from './ai-blind.ts';

/**
 * `npm run bench -- ai`: the local AI measured on the blind evaluation set (bench/ai-eval,
 * written by someone who never saw the rules or the training corpora; never trained or tuned
 * on), every quality figure (emergencies raised and missed, tone, priority), per kind and per
 * style, then classification speed at 200 open topics of full length.
 * apps/server/test/ai-blind-evaluation.test.ts keeps floors under the same figures on every run
 * of the tests.
 *
 * Insights arrive one at a time in a fixed shuffled order and are filed as the pipeline files
 * them (modules/pipeline: candidates are the 200 most recently active open topics; a topic's
 * profile is its label and its bodies up to 4,000 characters).
 */
export type EvalItem = {
  id: string;
  text: string;
  style: string;
  language: string;
  emergency: EmergencyType[];
  hardNegative: boolean;
  priority: number;
  tone: string;
  subject: string | null;
  identifying: boolean;
  department: string | null;
  /** The file it came from (who wrote it: bench/ai-eval/README.md). */
  file?: string;
};

const DEPARTMENTS = [
  'Warehouse',
  'Finance',
  'IT',
  'Customer Support',
  'Sales',
  'Human Resources',
  'Marketing',
  'Engineering',
  'Logistics',
  'Facilities',
];
const org: OrgAiContext = {
  aboutUs: '',
  goals: [],
  higherPriorityPhrases: [],
  lowerPriorityPhrases: [],
  writingSample: '',
  departments: DEPARTMENTS.map((name, i) => ({ id: `d${i}`, name })),
};
const KINDS: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];
const PROFILE_MAX = 4000;
const CANDIDATES = 200;

/** Every file of the set (insights.jsonl, insights-b.jsonl, ...): each was written blind. */
export function loadEvaluationSet(): EvalItem[] {
  const dir = new URL('./ai-eval/', import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(new URL(f, dir), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => ({ ...(JSON.parse(l) as EvalItem), file: f })),
    );
}

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

type Topic = { id: string; label: string; theme: string; profile: string; last: number };
type Filed = { c: InsightClassification; topic: string };

/** Files every item, in order, the way the pipeline does; returns each item's classification and topic. */
export function runPipeline(items: EvalItem[]): Map<string, Filed> {
  const topics: Topic[] = [];
  const out = new Map<string, Filed>();
  items.forEach((item, n) => {
    const candidates: TopicCandidate[] = [...topics]
      .sort((a, b) => b.last - a.last)
      .slice(0, CANDIDATES)
      .map(({ id, label, theme, profile }) => ({ id, label, theme, profile }));
    const c = classifyLocally({ text: item.text, org, topics: candidates });
    let topic = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
    if (topic) {
      topic.profile = `${topic.profile} ${item.text}`.slice(0, PROFILE_MAX);
      if (c.matchedTopicLabel) topic.label = c.matchedTopicLabel;
      topic.last = n;
    } else {
      topic = {
        id: `t${topics.length}`,
        label: c.topicLabel,
        theme: c.theme,
        profile: `${c.topicLabel} ${item.text}`.slice(0, PROFILE_MAX),
        last: n,
      };
      topics.push(topic);
    }
    out.set(item.id, { c, topic: topic.id });
  });
  return out;
}

const raisedKinds = (c: InsightClassification) => [...c.emergencyTypes, ...c.possibleEmergencyTypes];

export type KindFigures = { positives: number; recall: number; precision: number; raised: number; reviewOnlyFalse: number };
export type GroupingFigures = { topics: number; f1: number; precision: number; recall: number; ordinaryInEmergencyTopic: number };
export type Figures = {
  items: number;
  kinds: Record<EmergencyType, KindFigures>;
  selfHarmRaised: [number, number];
  harassmentRaised: [number, number];
  hardNegativesConfirmed: [number, number];
  hardNegativesReviewOnly: number;
  hardNegativeTexts: string[];
  foreignEmergenciesRaised: [number, number];
  foreignMarked: [number, number];
  englishMarkedForeign: number;
  grouping: GroupingFigures[];
  priorityExact: number;
  priorityWithinOne: number;
  tone: number;
  styles: { style: string; n: number; emergencies: number; emergencyRaised: number; priorityExact: number; tone: number }[];
  identifyingRecall: [number, number];
  identifyingFalse: [number, number];
  departmentsDetected: [number, number];
  /** Insights given a department the text is not about. */
  departmentsWrong: [number, number];
};

const ratio = (n: number, d: number) => (d ? n / d : 0);

function grouping(items: EvalItem[], run: Map<string, Filed>): GroupingFigures {
  const members = new Map<string, EvalItem[]>();
  for (const i of items) {
    const t = run.get(i.id)!.topic;
    members.set(t, [...(members.get(t) ?? []), i]);
  }
  let ordinaryInEmergencyTopic = 0;
  for (const group of members.values()) {
    if (group.some((i) => i.emergency.length > 0)) ordinaryInEmergencyTopic += group.filter((i) => i.emergency.length === 0).length;
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (let a = 0; a < items.length; a++) {
    for (let b = a + 1; b < items.length; b++) {
      const x = items[a]!;
      const y = items[b]!;
      const gold = x.subject !== null && x.subject === y.subject;
      const got = run.get(x.id)!.topic === run.get(y.id)!.topic;
      if (gold && got) tp++;
      else if (got) fp++;
      else if (gold) fn++;
    }
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return { topics: members.size, f1: ratio(2 * precision * recall, precision + recall), precision, recall, ordinaryInEmergencyTopic };
}

export function evaluate(items: EvalItem[], seeds = [1, 2, 3]): Figures {
  const runs = seeds.map((seed) => runPipeline(shuffled(items, seed)));
  const r = runs[0]!;
  const c = (i: EvalItem) => r.get(i.id)!.c;
  const english = items.filter((i) => i.language === 'en');
  const kinds = {} as Record<EmergencyType, KindFigures>;
  for (const k of KINDS) {
    const pos = items.filter((i) => i.emergency.includes(k));
    const flagged = items.filter((i) => c(i).emergencyTypes.includes(k));
    kinds[k] = {
      positives: pos.length,
      recall: ratio(pos.filter((i) => c(i).emergencyTypes.includes(k)).length, pos.length),
      precision: ratio(flagged.filter((i) => i.emergency.includes(k)).length, flagged.length),
      raised: pos.filter((i) => raisedKinds(c(i)).includes(k)).length,
      reviewOnlyFalse: items.filter((i) => !i.emergency.includes(k) && c(i).possibleEmergencyTypes.includes(k)).length,
    };
  }
  const selfHarm = items.filter((i) => i.emergency.includes('self_harm'));
  const harassment = items.filter((i) => i.emergency.includes('harassment'));
  const hard = items.filter((i) => i.hardNegative);
  const hardConfirmed = hard.filter((i) => c(i).emergencyTypes.length > 0);
  const foreign = items.filter((i) => i.language !== 'en');
  const foreignEmergencies = foreign.filter((i) => i.emergency.length > 0);
  const priorityDiff = english.map((i) => c(i).severity - i.priority);
  const ident = items.filter((i) => i.identifying);
  const plain = items.filter((i) => !i.identifying);
  // Every language's rules, as the server would check: a writer may write in any of them.
  const warned = (i: EvalItem) => identifyingHints(i.text, ALL_IDENTIFYING_RULES).length > 0;
  const withDept = items.filter((i) => i.department);
  return {
    items: items.length,
    kinds,
    selfHarmRaised: [selfHarm.filter((i) => raisedKinds(c(i)).length > 0).length, selfHarm.length],
    harassmentRaised: [harassment.filter((i) => raisedKinds(c(i)).length > 0 || c(i).severity >= 3).length, harassment.length],
    hardNegativesConfirmed: [hardConfirmed.length, hard.length],
    hardNegativesReviewOnly: hard.filter((i) => c(i).possibleEmergencyTypes.length > 0 && c(i).emergencyTypes.length === 0).length,
    hardNegativeTexts: hardConfirmed.map((i) => i.text),
    foreignEmergenciesRaised: [foreignEmergencies.filter((i) => raisedKinds(c(i)).length > 0).length, foreignEmergencies.length],
    foreignMarked: [foreign.filter((i) => c(i).language !== 'en').length, foreign.length],
    englishMarkedForeign: english.filter((i) => c(i).language !== 'en').length,
    grouping: runs.map((run) => grouping(items, run)),
    priorityExact: ratio(priorityDiff.filter((d) => d === 0).length, priorityDiff.length),
    priorityWithinOne: ratio(priorityDiff.filter((d) => Math.abs(d) <= 1).length, priorityDiff.length),
    tone: ratio(english.filter((i) => c(i).tone === i.tone).length, english.length),
    styles: [...new Set(items.map((i) => i.style))].sort().map((style) => {
      const of = items.filter((i) => i.style === style);
      const em = of.filter((i) => i.emergency.length > 0);
      const en = of.filter((i) => i.language === 'en');
      return {
        style,
        n: of.length,
        emergencies: em.length,
        emergencyRaised: ratio(em.filter((i) => raisedKinds(c(i)).length > 0).length, em.length),
        priorityExact: ratio(en.filter((i) => c(i).severity === i.priority).length, en.length),
        tone: ratio(en.filter((i) => c(i).tone === i.tone).length, en.length),
      };
    }),
    identifyingRecall: [ident.filter(warned).length, ident.length],
    identifyingFalse: [plain.filter(warned).length, plain.length],
    departmentsDetected: [
      withDept.filter((i) =>
        c(i)
          .departmentIds.map((d) => DEPARTMENTS[Number(d.slice(1))])
          .includes(i.department!),
      ).length,
      withDept.length,
    ],
    departmentsWrong: [
      items.filter((i) =>
        c(i)
          .departmentIds.map((d) => DEPARTMENTS[Number(d.slice(1))])
          .some((d) => d !== i.department),
      ).length,
      items.length,
    ],
  };
}

const f2 = (n: number) => n.toFixed(2);
const of = ([n, d]: [number, number]) => `${n} of ${d}`;

export async function benchAi(): Promise<void> {
  const load = performance.now();
  classifyLocally({ text: 'The first insight loads the model.', org, topics: [] });
  console.log(`model load (word vectors, heads, wink) on the first insight: ${(performance.now() - load).toFixed(0)} ms`);
  const all = loadEvaluationSet();
  const blind = all.filter((i) => !i.file?.includes('-lead'));
  if (blind.length > 0 && blind.length < all.length)
    printFigures('blind files only (written by people who never saw the rules)', evaluate(blind));
  printFigures('whole evaluation set', evaluate(all));
  await benchSpeed();
  // The blind figures (ai-blind.ts) on the shared blind set and the own test split, before and after.
  await benchAiBlind();
}

function printFigures(title: string, f: Figures): void {
  console.log(
    `\n${title}: ${f.items} insights, never trained or tuned on (who wrote each file: bench/ai-eval/README.md); 3 arrival orders`,
  );
  console.log('emergency kind   positives  recall  precision  raised at all  false "please review"');
  for (const [k, v] of Object.entries(f.kinds)) {
    console.log(
      `${k.padEnd(16)} ${String(v.positives).padStart(9)}  ${f2(v.recall).padStart(6)}  ${f2(v.precision).padStart(9)}  ${`${v.raised} of ${v.positives}`.padStart(13)}  ${String(v.reviewOnlyFalse).padStart(21)}`,
    );
  }
  console.log(`self-harm raised at all: ${of(f.selfHarmRaised)}`);
  console.log(`harassment raised as emergency or High/Critical: ${of(f.harassmentRaised)}`);
  console.log(
    `hard negatives raised as emergencies (e-mailed as Critical): ${of(f.hardNegativesConfirmed)}; "please review" only: ${f.hardNegativesReviewOnly}`,
  );
  for (const t of f.hardNegativeTexts) console.log(`  confirmed: ${t.slice(0, 110)}`);
  console.log(
    `emergencies in other languages raised: ${of(f.foreignEmergenciesRaised)}; other-language insights marked "not English": ${of(f.foreignMarked)}; English ones marked not English: ${f.englishMarkedForeign}`,
  );
  f.grouping.forEach((g, n) =>
    console.log(
      `order ${n + 1}: ${g.topics} topics; same-subject pairs F1 ${f2(g.f1)} (precision ${f2(g.precision)} / recall ${f2(g.recall)}); ordinary insights in an emergency topic: ${g.ordinaryInEmergencyTopic}`,
    ),
  );
  console.log(
    `priority exact ${f2(f.priorityExact)} / within one level ${f2(f.priorityWithinOne)}; tone accuracy ${f2(f.tone)} (English insights)`,
  );
  console.log('style              n  emergencies raised  priority exact  tone');
  for (const s of f.styles) {
    console.log(
      `${s.style.padEnd(16)} ${String(s.n).padStart(3)}  ${`${f2(s.emergencyRaised)} of ${s.emergencies}`.padStart(18)}  ${f2(s.priorityExact).padStart(14)}  ${f2(s.tone)}`,
    );
  }
  const [fw, plain] = f.identifyingFalse;
  console.log(
    `identifying details warned: recall ${f2(ratio(...f.identifyingRecall))} (${of(f.identifyingRecall)}); false warnings ${((100 * fw) / plain).toFixed(1)} % (${fw} of ${plain})`,
  );
  console.log(
    `department detected where the text is about one: ${of(f.departmentsDetected)}; insights given a department they are not about: ${of(f.departmentsWrong)}`,
  );
}

/** Classification speed with 200 open topics whose profiles are full (4,000 characters). */
export async function benchSpeed(durationMs = 5_000): Promise<void> {
  const texts = DEMO_INSIGHTS.map((d) => d.text);
  const filler = texts.join(' ');
  const topics: TopicCandidate[] = Array.from({ length: 200 }, (_, i) => {
    const at = (i * 997) % (filler.length - PROFILE_MAX);
    return { id: `t${i}`, label: `Topic ${i}`, theme: 'General', profile: filler.slice(at, at + PROFILE_MAX) };
  });
  const t1 = performance.now();
  classifyLocally({ text: texts[1]!, org, topics });
  const firstWithTopics = performance.now() - t1;
  for (const empty of [true, false]) {
    let done = 0;
    const start = performance.now();
    while (performance.now() - start < durationMs) {
      const n = done++;
      // A topic's profile changes as insights join it: one call in ten changes one profile.
      if (!empty && n % 10 === 0) {
        const t = topics[n % topics.length]!;
        topics[n % topics.length] = { ...t, profile: `${t.profile.slice(40)} ${texts[n % texts.length]!.slice(0, 40)}` };
      }
      classifyLocally({ text: texts[n % texts.length]!, org, topics: empty ? [] : topics });
    }
    const perSecond = done / ((performance.now() - start) / 1000);
    console.log(
      `classification ${empty ? 'with no topics' : 'at 200 open topics of 4,000 characters'}: ${perSecond.toFixed(0)} insights/s on one core (target >= 200)`,
    );
  }
  console.log(
    `first call with 200 unseen full topics ${firstWithTopics.toFixed(0)} ms; RSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
  );
}
