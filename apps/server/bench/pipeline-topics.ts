import { pathToFileURL } from 'node:url';
import { classifyLocally } from '../src/ai/local/classify.ts';
import { warmLocalModel } from '../src/ai/local/local-provider.ts';
import { extendProfileShape, placeWords, type ProfileShape } from '../src/ai/local/topic-match.ts';
import type { TopicCandidate } from '../src/ai/provider.ts';
import { CORPUS, ORG, PROFILE_MAX, TOPICS, fullTopic } from './pipeline-situation.ts';

/**
 * Local classification on one core with 200 open topics of full length (ARCHITECTURE §8: >= 200
 * insights/s), as the pipeline hands them over: each insight joins its topic (whose profile takes
 * it in until full) or opens one, and the 200 most recently active are the next candidates.
 *   text:   candidates carry their profile text (before topic shapes were stored): the matcher
 *           reads a profile again whenever it changed, and all 200 in a new process.
 *   stored: candidates carry their stored shape, extended as insights join (as fileIntoTopic does).
 * Cold: the first insight with nothing read yet (a restarted process).
 */
type Topic = { id: string; label: string; theme: string; profile: string; shape: ProfileShape };

const where = placeWords(ORG.departments);

function topicsAtStart(prefix: string): Topic[] {
  return Array.from({ length: TOPICS }, (_, i) => {
    const t = fullTopic(i);
    return { id: `${prefix}-${i}`, ...t, theme: 'Other', shape: extendProfileShape(null, t.profile, where) };
  });
}

const candidate = (t: Topic, stored: boolean): TopicCandidate =>
  stored
    ? {
        id: t.id,
        label: t.label,
        theme: t.theme,
        profile: t.profile.length <= 1500 ? t.profile : t.profile.slice(0, 240),
        profileLength: t.profile.length,
        shape: t.shape,
      }
    : { id: t.id, label: t.label, theme: t.theme, profile: t.profile };

function classifyOne(topics: Topic[], text: string, stored: boolean, n: number): void {
  const c = classifyLocally({ text, org: ORG, topics: topics.slice(0, TOPICS).map((t) => candidate(t, stored)) });
  const joined = c.matchedTopicId ? topics.find((t) => t.id === c.matchedTopicId) : undefined;
  if (joined) {
    const taken = ` ${text}`.slice(0, Math.max(0, PROFILE_MAX - joined.profile.length));
    if (taken) {
      joined.profile += taken;
      if (stored) joined.shape = extendProfileShape(joined.shape, taken, where);
    }
    if (c.matchedTopicLabel) joined.label = c.matchedTopicLabel;
    topics.splice(topics.indexOf(joined), 1);
    topics.unshift(joined);
  } else {
    const profile = `${c.topicLabel} ${text}`.slice(0, PROFILE_MAX);
    const shape = stored ? extendProfileShape(null, profile, where) : { vector: null, sentences: 0, words: {} };
    topics.unshift({ id: `${topics[0]!.id.split('-')[0]}-new-${n}`, label: c.topicLabel, theme: c.theme, profile, shape });
  }
}

export type TopicClassifyFigures = {
  /** insights/s with no topics at all (the classification alone). */
  none: number;
  text: number;
  stored: number;
  /** ms for the first insight with nothing read yet. */
  textColdMs: number;
  storedColdMs: number;
};

export async function benchTopicClassify(durationMs = 3_000): Promise<TopicClassifyFigures> {
  await warmLocalModel();
  const run = (mode: 'none' | 'text' | 'stored', prefix: string) => {
    const topics = mode === 'none' ? [] : topicsAtStart(prefix);
    const stored = mode === 'stored';
    const first = performance.now();
    if (mode === 'none') classifyLocally({ text: CORPUS[0]!, org: ORG, topics: [] });
    else classifyOne(topics, CORPUS[0]!, stored, 0);
    const coldMs = performance.now() - first;
    let n = 1;
    const start = performance.now();
    while (performance.now() - start < durationMs) {
      const text = CORPUS[n % CORPUS.length]!;
      if (mode === 'none') classifyLocally({ text, org: ORG, topics: [] });
      else classifyOne(topics, text, stored, n);
      n++;
    }
    return { perSecond: (n - 1) / ((performance.now() - start) / 1000), coldMs };
  };
  // Alternated, each on fresh topic ids (nothing read yet), best of two: the box is shared.
  const none: number[] = [];
  const text: { perSecond: number; coldMs: number }[] = [];
  const stored: { perSecond: number; coldMs: number }[] = [];
  for (let round = 0; round < 2; round++) {
    none.push(run('none', '').perSecond);
    text.push(run('text', `text${round}`));
    stored.push(run('stored', `stored${round}`));
  }
  const best = (xs: number[]) => Math.max(...xs);
  const least = (xs: number[]) => Math.min(...xs);
  return {
    none: best(none),
    text: best(text.map((r) => r.perSecond)),
    stored: best(stored.map((r) => r.perSecond)),
    textColdMs: least(text.map((r) => r.coldMs)),
    storedColdMs: least(stored.map((r) => r.coldMs)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await benchTopicClassify();
  console.log(
    `pipeline/topics      local classification at ${TOPICS} full topics, one core: ${r.stored.toFixed(0)}/s stored shapes vs ${r.text.toFixed(0)}/s profile text (none: ${r.none.toFixed(0)}/s; target >= 200); first insight cold ${r.storedColdMs.toFixed(0)} ms vs ${r.textColdMs.toFixed(0)} ms`,
  );
}
