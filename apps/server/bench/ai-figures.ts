/**
 * The blind figures of the current model only (no side-by-side run with the word vectors), on
 * the sets that measure it: the shared evaluation set, the own test split and the held-out 15 % of
 * ../shared/ai-train and of ai-model/corpus-blind (the lines train-encoder.ts never trains or
 * tunes on), then speed (NO_SPEED=1: none).
 *
 *   nice -n 10 node scripts/node24.mjs node apps/server/bench/ai-figures.ts
 */
import { readFileSync } from 'node:fs';
import { BLIND_CORPUS, blindCorpusFiles, blindLine, isTestLine, SHARED_TRAIN } from '../ai-model/encoder-data.ts';
import {
  blindItemOf,
  fileAll,
  figures,
  loadBlindD,
  loadBlindG,
  loadOwnTest,
  loadSharedEval,
  printTable,
  type BlindItem,
} from './ai-blind.ts';
import { benchAiSpeed } from './ai-speed.ts';

/**
 * The held-out part of blind training files (ai-train by default), one organisation per sector;
 * `all`: every line, for a file the heads have not been trained on yet (a new writer).
 */
export function loadHeldOut(dir = SHARED_TRAIN, files = ['blind-a.jsonl', 'blind-b.jsonl'], all = false): BlindItem[] {
  const out: BlindItem[] = [];
  for (const f of files) {
    readFileSync(`${dir}/${f}`, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .forEach((raw, n) => {
        const r = JSON.parse(raw) as Record<string, unknown>;
        const l = blindLine(r, f);
        if (!all && !isTestLine(l.text)) return;
        out.push(blindItemOf(l, `${f}:${n}`));
      });
  }
  return out;
}

// NO_AI_EVAL=1 leaves the shared set out: it is measured once before and once after a change, never while choosing.
const sets: [string, BlindItem[]][] = [
  ...(process.env.NO_AI_EVAL ? [] : ([['ai-eval', loadSharedEval()]] as [string, BlindItem[]][])),
  ['own split', loadOwnTest()],
  ['blind set D', loadBlindD()],
  ['blind set G', loadBlindG()],
  ['held-out ai-train', loadHeldOut()],
  // One column per blind corpus: each is a writer of its own.
  ...blindCorpusFiles().map((f): [string, BlindItem[]] => [`held-out ${f.replace('.jsonl', '')}`, loadHeldOut(BLIND_CORPUS, [f])]),
  // BLIND_ALL=blind-e.jsonl: every line of that corpus, to see how heads not yet trained on it meet its writer.
  ...(process.env.BLIND_ALL
    ? [[`all of ${process.env.BLIND_ALL}`, loadHeldOut(BLIND_CORPUS, [process.env.BLIND_ALL], true)] as [string, BlindItem[]]]
    : []),
];
const columns: [string, Record<string, string | number>][] = [];
const byLanguage: string[] = [];
for (const [name, items] of sets) {
  const filed = await fileAll(items, true);
  columns.push([name, figures(items, filed)]);
  // Which languages hold: other-language emergencies raised at all, per language.
  const per = new Map<string, [number, number]>();
  for (const i of items.filter((i) => i.emergency && i.language !== 'en')) {
    const c = filed.get(i.id)!.c;
    const p = per.get(i.language) ?? [0, 0];
    p[1]++;
    if (c.emergencyTypes.length + c.possibleEmergencyTypes.length > 0) p[0]++;
    per.set(i.language, p);
  }
  byLanguage.push(`${name}: ${[...per].map(([l, [r, n]]) => `${l} ${r}/${n}`).join(', ')}`);
}
printTable('blind figures, sentence encoder', columns);
console.log(`\nother-language emergencies raised, per language\n${byLanguage.join('\n')}`);
if (!process.env.NO_SPEED) await benchAiSpeed();
process.exit(0);
