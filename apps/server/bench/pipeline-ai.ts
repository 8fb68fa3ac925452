import { pathToFileURL } from 'node:url';
import { DEMO_INSIGHTS } from '../src/ai/demo-insights.ts';
import { createLocalProvider } from '../src/ai/local/local-provider.ts';
import type { OrgAiContext, TopicCandidate } from '../src/ai/provider.ts';

/**
 * Local AI throughput in wall time (ARCHITECTURE §8's budget, >= 40 per CPU second at 200 topics,
 * is measured by ai-speed.ts). Classifies the
 * demo corpus over and over, as the pipeline would: each insight is matched against the
 * organisation's most recent topics (up to 50 candidates), joins one or opens a new one, and
 * the topic's profile (label + last five bodies) changes as it grows. Single-threaded, so the
 * figure is per core. Run alone: node apps/server/bench/pipeline-ai.ts
 */
const CANDIDATES = 50;
const PROFILE_BODIES = 5;

const org: OrgAiContext = {
  aboutUs: 'We move parcels for independent shops across the north of England and we care about doing it safely.',
  goals: ['Zero lost-time injuries', 'Reduce customer churn', 'Cut overtime by 20%'],
  higherPriorityPhrases: ['safety', 'harassment', 'customer churn'],
  lowerPriorityPhrases: ['coffee', 'snacks'],
  writingSample: 'Hi team,\nThanks for all your hard work this month.\nCheers,\nSam',
  departments: ['Engineering', 'Sales', 'Customer Support', 'Operations', 'Finance', 'People & HR', 'Marketing', 'Warehouse'].map(
    (name, i) => ({
      id: `dep-${i}`,
      name,
    }),
  ),
};

type Topic = { id: string; label: string; theme: string; bodies: string[] };

export async function benchClassify(durationMs = 5_000): Promise<{ perSecond: number; rssMb: number }> {
  const ai = createLocalProvider();
  const topics: Topic[] = [];
  const recent: string[] = [];
  let peakRss = process.memoryUsage().rss;
  let done = 0;
  // Warm-up: module caches, JIT and wink's model load are not what the pipeline pays per insight.
  await ai.classifyInsight({ text: DEMO_INSIGHTS[0]!.text, org, topics: [] });

  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const insight = DEMO_INSIGHTS[done % DEMO_INSIGHTS.length]!;
    const candidates: TopicCandidate[] = topics
      .slice(-CANDIDATES)
      .map((t) => ({ id: t.id, label: t.label, theme: t.theme, profile: t.bodies.slice(-PROFILE_BODIES).join('\n') }));
    const c = await ai.classifyInsight({ text: insight.text, org, topics: candidates, recentTexts: recent.slice(-20) });
    const topic = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
    if (topic) {
      topic.bodies.push(insight.text);
      // Most recently active topics are the candidates, as the pipeline would pick them.
      topics.splice(topics.indexOf(topic), 1);
      topics.push(topic);
    } else {
      topics.push({ id: `topic-${topics.length}`, label: c.topicLabel, theme: c.theme, bodies: [insight.text] });
    }
    recent.push(insight.text);
    done++;
    if (done % 100 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }
  const seconds = (performance.now() - start) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const perSecond = Math.round(done / seconds);
  const rssMb = Math.round(peakRss / 1024 / 1024);
  console.log(
    `local classifyInsight: ${perSecond} insights/s (${done} in ${seconds.toFixed(1)} s, ${topics.length} topics), peak RSS ${rssMb} MB`,
  );
  return { perSecond, rssMb };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchClassify();
}
