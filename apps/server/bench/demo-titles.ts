import { DEMO_DEPARTMENTS, DEMO_INSIGHTS } from '../src/ai/demo-insights.ts';
import { classifyLocally } from '../src/ai/local/classify.ts';
import { encodeInsight, warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { distinctTitles } from '../src/ai/local/topic-title.ts';
import { extendProfileShape, placeWords } from '../src/ai/local/topic-match.ts';
import type { OrgAiContext, TopicCandidate } from '../src/ai/provider.ts';

/**
 * The demo's topic titles without a database: its insights filed in seed order by the local
 * classifier (with the sentence encoder unless --no-encoder), as the pipeline files them: a
 * matched young topic may be retitled, a new topic whose title an open topic has takes the first
 * of distinctTitles no open topic has. Prints each topic's title and its first insight, to set
 * two versions' titles side by side.
 *
 *   node scripts/node24.mjs node apps/server/bench/demo-titles.ts [--no-encoder] > titles.tsv
 */
const encoder = !process.argv.includes('--no-encoder');
if (encoder && !(await warmEncoder())) throw new Error('the sentence encoder did not load');
const departments = DEMO_DEPARTMENTS.map((name, i) => ({ id: `d${i}`, name }));
const org: OrgAiContext = { aboutUs: '', goals: [], higherPriorityPhrases: [], lowerPriorityPhrases: [], writingSample: '', departments };
const where = placeWords(departments);
type Topic = TopicCandidate & { first: string; count: number };
const topics: Topic[] = [];
for (const insight of DEMO_INSIGHTS) {
  const encoded = encoder ? await encodeInsight(insight.text) : null;
  const c = classifyLocally({ text: insight.text, org, topics }, encoded?.vector, encoded?.sentences);
  const joined = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
  if (joined) {
    joined.profile += ` ${insight.text}`;
    joined.profileLength = joined.profile.length;
    joined.shape = extendProfileShape(joined.shape ?? null, ` ${insight.text}`, where, encoded?.vector);
    if (c.matchedTopicLabel) joined.label = c.matchedTopicLabel;
    joined.count++;
    continue;
  }
  const taken = (t: string) => topics.some((o) => o.label.toLowerCase() === t.toLowerCase());
  const names = departments.filter((d) => c.departmentIds.includes(d.id)).map((d) => d.name);
  const label = taken(c.topicLabel)
    ? (distinctTitles(c.topicLabel, insight.text, { departments: names, theme: c.theme, where }).find((t) => !taken(t)) ?? c.topicLabel)
    : c.topicLabel;
  const profile = `${label} ${insight.text}`;
  topics.push({
    id: `t${topics.length}`,
    label,
    theme: c.theme,
    profile,
    profileLength: profile.length,
    shape: extendProfileShape(null, profile, where, encoded?.vector),
    first: insight.text,
    count: 1,
  });
}
for (const t of topics) console.log(`${t.label}\t${t.count}\t${t.first}`);
