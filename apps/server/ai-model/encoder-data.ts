/**
 * The labelled lines the encoder heads learn from, in one shape, and their encoder vectors
 * (computed once and kept in ai-model/.cache, which is not committed).
 *
 * Sources, each named by its group (folds are cut by group, so a threshold chosen out of fold
 * has never seen the sector it is scored on):
 * - ../shared/ai-train/blind-a.jsonl, blind-b.jsonl: written blind by two people, 16 sectors;
 * - ai-model/corpus-blind/*.jsonl: written blind for this project (blind-c and blind-e: 8 more
 *   sectors each, two more writers), in the same shape, grouped by sector like ai-train; each
 *   file is a writer of its own (train-encoder.ts scores it by heads trained without it);
 * - ai-model/corpus/*.jsonl: the project's own hand-written corpora;
 * - ai-model/corpus-extra/*.jsonl: short ordinary answers and other lines written for this model.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { encode, warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { splitOf } from './corpus-split.ts';

export const KINDS = ['violence', 'crime', 'threat', 'self_harm', 'harassment'] as const;
export const TONES = ['negative', 'neutral', 'positive'] as const;
export const LEVELS = ['1', '2', '3', '4'] as const;

export type Line = {
  text: string;
  kinds: string[];
  hardNegative: boolean;
  implied: boolean;
  /** 1-4, or null when the source does not say. */
  priority: number | null;
  tone: string | null;
  /** Same key, same subject (within its group). */
  subject: string | null;
  /** Sector or source file: folds keep a group together. */
  group: string;
  language: string;
  style: string;
  source: string;
};

const PRIORITY: Record<string, number> = { Low: 1, Medium: 2, High: 3, Critical: 4 };

function jsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A blind line (shared/ai-train and the blind test files): one kind or null. */
export function blindLine(r: Record<string, unknown>, source: string): Line {
  const kind = r.emergency as string | null;
  return {
    text: String(r.text),
    kinds: kind ? [kind] : [],
    hardNegative: r.hardNegative === true,
    implied: r.implied === true,
    priority: typeof r.priority === 'string' ? (PRIORITY[r.priority] ?? null) : typeof r.priority === 'number' ? r.priority : null,
    tone: (r.tone as string | undefined) ?? null,
    subject: (r.subject as string | null | undefined) ?? null,
    group: `${source}:${String(r.sector ?? 'none')}`,
    // An answer of emoji alone has no language: 'und', as BCP 47 says.
    language: String(r.language ?? 'und'),
    style: String(r.style ?? 'plain'),
    source,
  };
}

const here = new URL('.', import.meta.url).pathname;
export const SHARED_TRAIN = process.env.AI_TRAIN_DIR ?? `${here}../../../../shared/ai-train`;

/** The project's own blind corpora (corpus-blind/README.md): read as ai-train is, one group per sector. */
export const BLIND_CORPUS = `${here}corpus-blind`;
export const blindCorpusFiles = () =>
  readdirSync(BLIND_CORPUS)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();

export function loadLines(): Line[] {
  const out: Line[] = [];
  for (const f of ['blind-a.jsonl', 'blind-b.jsonl']) for (const r of jsonl(`${SHARED_TRAIN}/${f}`)) out.push(blindLine(r, f));
  // Blind corpora left out (ENCODER_SKIP, comma-separated file names; default none: the committed
  // encoder heads read every blind writer, blind-e and blind-f included; docs/ai.md).
  const skip = new Set((process.env.ENCODER_SKIP ?? '').split(',').filter(Boolean));
  for (const f of blindCorpusFiles().filter((f) => !skip.has(f))) for (const r of jsonl(`${BLIND_CORPUS}/${f}`)) out.push(blindLine(r, f));
  // ENCODER_INCOMING=1 reads the corpora still waiting in incoming/ too, to compare out of fold.
  const corpora = [`${here}corpus`, ...(process.env.ENCODER_INCOMING === '1' ? [`${here}incoming`] : [])];
  for (const corpus of corpora)
    for (const f of readdirSync(corpus).sort()) {
      if (!f.endsWith('.jsonl')) continue;
      for (const r of jsonl(`${corpus}/${f}`)) {
        const isEmergencyFile = f.startsWith('emergency');
        const kinds = isEmergencyFile ? ((r.kinds as string[]) ?? []) : [];
        out.push({
          text: String(r.text),
          kinds,
          hardNegative: isEmergencyFile && kinds.length === 0,
          implied: false,
          // A priority-4 line of the general corpus may be an unlabelled emergency: not used for kinds.
          priority: typeof r.priority === 'number' ? r.priority : kinds.length ? 4 : null,
          tone: (r.tone as string | undefined) ?? (kinds.length ? 'negative' : null),
          subject: (r.subject as string | null | undefined) ?? null,
          group: `corpus:${f}`,
          language: String(r.language ?? 'en'),
          style: String(r.style ?? 'plain'),
          source: f,
        });
      }
    }
  const extra = `${here}corpus-extra`;
  if (existsSync(extra)) {
    for (const f of readdirSync(extra).sort()) if (f.endsWith('.jsonl')) for (const r of jsonl(`${extra}/${f}`)) out.push(blindLine(r, f));
  }
  // One line, one example: the same text twice would sit on both sides of a fold.
  const seen = new Set<string>();
  return out.filter((l) => {
    const k = l.text.trim().toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const key = (t: string) => createHash('sha1').update(t).digest('hex');

/** Encoder vectors of the texts, from the cache where it has them. */
export async function encodeAll(texts: string[], cacheName = 'encoded'): Promise<Float32Array[]> {
  const dir = `${here}.cache`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/${cacheName}.json`;
  const cache: Record<string, number[]> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>) : {};
  const missing = [...new Set(texts.filter((t) => !cache[key(t)]))];
  if (missing.length) {
    await warmEncoder();
    for (let i = 0; i < missing.length; i += 64) {
      const batch = missing.slice(i, i + 64);
      const vs = await encode(batch);
      if (!vs) throw new Error('the sentence encoder did not load');
      batch.forEach((t, j) => (cache[key(t)] = Array.from(vs[j]!, (x) => Math.round(x * 1e6) / 1e6)));
      process.stderr.write(`\rencoded ${Math.min(i + 64, missing.length)}/${missing.length}`);
    }
    process.stderr.write('\n');
    writeFileSync(file, JSON.stringify(cache));
  }
  return texts.map((t) => Float32Array.from(cache[key(t)]!));
}

/** The held-out test lines: the same hash split as the word-vector heads' (corpus-split.ts). */
export const isTestLine = (text: string) => splitOf(text) === 'test';
