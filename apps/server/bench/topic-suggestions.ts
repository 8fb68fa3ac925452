import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SIMILAR_PAIR_THRESHOLD, SIMILAR_TOPICS_LIMIT } from '@voyce/contracts/topic-corrections';
import { extendProfileShape, meaningsOf, warmLocalModel } from '../src/ai/provider.ts';
import { mostSimilar, mostSimilarPairs, type ShapedTopic } from '../src/modules/topics/topic-similarity.ts';

/**
 * How good "these topics look alike" is: a subject the pipeline split across two
 * topics should show the other half among a topic's top suggestions. From the blind training
 * corpora (never ../ai-eval), each subject's lines (same `subject` within a sector) are split
 * into two halves, each half one topic with the shape the pipeline would store for it
 * (extendProfileShape); every line without a subject is a topic of its own, as distractors.
 * recall@5: how often a half's other half is among its SIMILAR_TOPICS_LIMIT suggestions, ranked
 * exactly as /findSimilarTopics ranks (topic-similarity.ts). Also: how many of the explorer's
 * suggested pairs (>= SIMILAR_PAIR_THRESHOLD) are true halves.
 */

const CORPORA = ['blind-a.jsonl', 'blind-b.jsonl'];

type Line = { text: string; sector: string; subject: string | null };

/** The shared corpora beside the repository (../shared/ai-train), or AI_TRAIN_DIR. */
function corpusDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [process.env.AI_TRAIN_DIR, join(here, '../../../../shared/ai-train'), '/work/shared/ai-train'];
  const dir = candidates.find((d): d is string => Boolean(d && existsSync(join(d, CORPORA[0]!))));
  if (!dir) throw new Error('topic-suggestions: the blind corpora (../shared/ai-train) are not here; set AI_TRAIN_DIR');
  return dir;
}

function readLines(dir: string): Line[] {
  return CORPORA.filter((f) => existsSync(join(dir, f))).flatMap((f) =>
    readFileSync(join(dir, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Line),
  );
}

export type SuggestionQuality = {
  subjects: number;
  topics: number;
  recallAt5: number;
  /** Of the explorer's top pairs at the threshold, how many are two halves of one subject. */
  pairPrecision: number;
  pairs: number;
  /** recall@5 and pair counts at other thresholds, to choose SIMILAR_PAIR_THRESHOLD by. */
  byThreshold: { threshold: number; truePairs: number; falsePairs: number }[];
};

/** Builds the halves and distractors, ranks, and answers recall@5 (0..1) with the pair figures. */
export function measureTopicSuggestions(
  lines: Line[] = readLines(corpusDir()),
  distractors = true,
  vectors?: Map<string, Float32Array>,
): SuggestionQuality {
  const bySubject = new Map<string, string[]>();
  const topics: (ShapedTopic & { subject: string | null })[] = [];
  for (const l of lines) {
    if (!l.subject) {
      if (distractors)
        topics.push({
          id: `single-${topics.length}`,
          subject: null,
          vector: extendProfileShape(null, l.text, undefined, vectors?.get(l.text)).vector,
        });
      continue;
    }
    const key = `${l.sector}/${l.subject}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), l.text]);
  }
  for (const [key, texts] of bySubject) {
    if (texts.length < 2) continue;
    // Alternate lines, so each half has the subject's range of phrasings, as a split topic does.
    const halves = [texts.filter((_, i) => i % 2 === 0), texts.filter((_, i) => i % 2 === 1)];
    halves.forEach((half, h) => {
      let shape = null;
      for (const text of half) shape = extendProfileShape(shape, text, undefined, vectors?.get(text));
      topics.push({ id: `${key}#${h}`, subject: key, vector: shape!.vector });
    });
  }
  const halves = topics.filter((t) => t.subject);
  let hits = 0;
  for (const t of halves) {
    const other = `${t.subject}#${t.id.endsWith('#0') ? 1 : 0}`;
    if (mostSimilar(t, topics, SIMILAR_TOPICS_LIMIT).some((r) => r.id === other)) hits++;
  }
  const subjectOf = new Map(topics.map((t) => [t.id, t.subject]));
  const isTrue = (p: { a: string; b: string }) => subjectOf.get(p.a) !== null && subjectOf.get(p.a) === subjectOf.get(p.b);
  const all = mostSimilarPairs(topics, Number.MAX_SAFE_INTEGER, 0);
  const byThreshold = [0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95].map((threshold) => {
    const above = all.filter((p) => p.similarity >= threshold);
    const truePairs = above.filter(isTrue).length;
    return { threshold, truePairs, falsePairs: above.length - truePairs };
  });
  const shown = mostSimilarPairs(topics, SIMILAR_TOPICS_LIMIT, SIMILAR_PAIR_THRESHOLD);
  return {
    subjects: bySubject.size,
    topics: topics.length,
    recallAt5: halves.length ? hits / halves.length : 0,
    pairPrecision: shown.length ? shown.filter(isTrue).length / shown.length : 0,
    pairs: shown.length,
    byThreshold,
  };
}

/** The same in the sentence encoder's space (each line's vector, as the pipeline stores them). */
export async function measureTopicSuggestionsEncoded(): Promise<SuggestionQuality> {
  const lines = readLines(corpusDir());
  const texts = [...new Set(lines.map((l) => l.text))];
  const vs = await meaningsOf(texts);
  return measureTopicSuggestions(lines, true, vs ? new Map(texts.map((t, i) => [t, vs[i]!])) : undefined);
}

/** recall@5 alone, for the bench table. */
export function topicSuggestionRecallAt5(): number {
  return measureTopicSuggestions().recallAt5;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await warmLocalModel();
  const q = measureTopicSuggestions();
  console.info(
    `topic suggestions: ${q.subjects} subjects split in two among ${q.topics} topics: recall@${SIMILAR_TOPICS_LIMIT} ${q.recallAt5.toFixed(3)}; ` +
      `explorer pairs >= ${SIMILAR_PAIR_THRESHOLD}: ${q.pairs} shown, precision ${q.pairPrecision.toFixed(2)}`,
  );
  console.table(q.byThreshold);
  const bare = measureTopicSuggestions(undefined, false);
  console.info(`without the one-line distractors (${bare.topics} topics): recall@${SIMILAR_TOPICS_LIMIT} ${bare.recallAt5.toFixed(3)}`);
}
