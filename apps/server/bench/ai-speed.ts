import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_INSIGHTS } from '../src/ai/demo-insights.ts';
import { createLocalProvider, warmLocalModel } from '../src/ai/local/local-provider.ts';
import { emergencySentences } from '../src/ai/local/encoder/sentences.ts';
import { encode, encodeInsightsAhead, setEncoderEnabled, warmEncoder } from '../src/ai/local/encoder/encoder.ts';
import { extendProfileShape, placeWords } from '../src/ai/local/topic-match.ts';
import type { TopicCandidate } from '../src/ai/provider.ts';
import { loadEvaluationSet } from './ai-eval.ts';
import { fullTopic, ORG, TOPICS } from './pipeline-situation.ts';
import { benchPipelineReplica } from './pipeline-replica.ts';
import { record } from './budget-table.ts';

/**
 * The local AI's speed budget (ARCHITECTURE §8), the sentence encoder beside the word-vector
 * model (AI_ENCODER=off) in one run, the way the product reads an insight:
 * - classification: the provider's classifyInsight (the text and its sentences encoded, the
 *   heads, 200 open topics of full length whose shapes are stored, as the pipeline passes them),
 *   every text and sentence new to the encoder; the two models take turns in rounds, so the
 *   box's other load falls on both alike;
 * - the pipeline end to end on one replica (pipeline-replica.ts), with each model;
 * - memory: the peak RSS of a process classifying with each model, each in a process of its own.
 */
const ROUNDS = 6;
/** Insights per round for each model: the encoder's and the backlog's are each new to the encoder. */
const PER_ROUND = 30;
/** The word-vector model is read its round's texts this many times over, for a round as long as the encoder's. */
const WORD_REPEATS = 5;
/** The pipeline worker's job batch: a backlog's batch is encoded in one call ahead (pipeline-worker.ts). */
const JOB_BATCH = 10;

/** The blind set's and the demo's texts, in one seeded order: every tree measured reads the same ones. */
function textPool(): string[] {
  const pool = [...new Set([...loadEvaluationSet().map((i) => i.text), ...DEMO_INSIGHTS.map((d) => d.text)])];
  let seed = 7;
  for (let i = pool.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool;
}

/** 200 full topics as the pipeline keeps them, in the encoder's space or the word vectors'; each profile encoded in its own call, as topic-shapes.repository.ts reads an older row's. */
async function openTopics(encoder: boolean): Promise<TopicCandidate[]> {
  const where = placeWords(ORG.departments);
  const topics: TopicCandidate[] = [];
  for (let i = 0; i < TOPICS; i++) {
    const { label, profile } = fullTopic(i);
    const vector = encoder ? (await encode([profile]))?.[0] : null;
    topics.push({ id: `t${i}`, label, theme: 'Other', profile: '', shape: extendProfileShape(null, profile, where, vector) });
  }
  return topics;
}

export type Rate = { wall: number; cpu: number; range: [number, number] };
export type ClassifyRates = { wordVectors: Rate; encoder: Rate; backlog: Rate; sentencesPerInsight: number };

/** Insights per second of wall time and per CPU second (one core): the median of the rounds, and their range. */
export async function classifySideBySide(): Promise<ClassifyRates> {
  await warmEncoder();
  const ai = createLocalProvider();
  const topics = { words: await openTopics(false), encoder: await openTopics(true) };
  const pool = textPool();
  const slice = (from: number) => pool.slice(from, from + ROUNDS * PER_ROUND);
  const texts = { words: slice(0), encoder: slice(0), backlog: slice(ROUNDS * PER_ROUND) };
  const warm = pool.slice(-JOB_BATCH);
  const rates = { words: [] as [number, number][], encoder: [] as [number, number][], backlog: [] as [number, number][] };
  const classify = (text: string, mode: keyof typeof rates) =>
    ai.classifyInsight({ text, org: ORG, topics: topics[mode === 'words' ? 'words' : 'encoder'] });
  for (let round = -1; round < ROUNDS; round++) {
    for (const mode of ['words', 'encoder', 'backlog'] as const) {
      setEncoderEnabled(mode !== 'words');
      // Round -1 warms every path (JIT, the heads, the exemplars) on texts no round reads.
      const mine = round < 0 ? warm : texts[mode].slice(round * PER_ROUND, (round + 1) * PER_ROUND);
      const cpu = process.cpuUsage();
      const start = performance.now();
      let done = 0;
      if (mode === 'backlog') {
        for (let at = 0; at < mine.length; at += JOB_BATCH) {
          const batch = mine.slice(at, at + JOB_BATCH);
          await encodeInsightsAhead(batch);
          for (const text of batch) await classify(text, mode);
          done += batch.length;
        }
      } else {
        for (let r = 0; r < (mode === 'words' ? WORD_REPEATS : 1); r++) for (const text of mine) await classify(text, mode);
        done = mine.length * (mode === 'words' ? WORD_REPEATS : 1);
      }
      const seconds = (performance.now() - start) / 1000;
      const used = process.cpuUsage(cpu);
      if (round >= 0) rates[mode].push([done / seconds, done / ((used.user + used.system) / 1e6)]);
    }
  }
  setEncoderEnabled(true);
  const of = (xs: [number, number][]): Rate => {
    const wall = xs.map((x) => x[0]).sort((a, b) => a - b);
    const cpu = xs.map((x) => x[1]).sort((a, b) => a - b);
    return { wall: wall[Math.floor(wall.length / 2)]!, cpu: cpu[Math.floor(cpu.length / 2)]!, range: [wall[0]!, wall.at(-1)!] };
  };
  const sentences = texts.encoder.reduce((n, t) => n + emergencySentences(t).length, 0) / texts.encoder.length;
  return { wordVectors: of(rates.words), encoder: of(rates.encoder), backlog: of(rates.backlog), sentencesPerInsight: sentences };
}

/** Peak RSS (MB) of a process that loads a model and classifies 300 new insights with it. */
export function peakMemory(encoder: boolean): Promise<number> {
  const self = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, self, 'memory', encoder ? 'on' : 'off'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(Number(out.trim().split('\n').pop())) : reject(new Error(`memory child: ${code}`))));
  });
}

async function memoryChild(encoder: boolean): Promise<void> {
  setEncoderEnabled(encoder);
  await warmLocalModel();
  if (encoder) await warmEncoder();
  const ai = createLocalProvider();
  const topics = await openTopics(encoder);
  for (const text of textPool().slice(0, 300)) await ai.classifyInsight({ text, org: ORG, topics });
  console.log(process.resourceUsage().maxRSS / 1024);
  process.exit(0);
}

/**
 * `npm run bench -- ai-speed` (and the end of `ai`): the four figures of the budget side by side,
 * classification and the pipeline per replica with each model, and the encoder's memory over the
 * word-vector model's. The pipeline needs DATABASE_URL; without it the row says so.
 */
export async function benchAiSpeed(pipelineCount = Number(process.env.BENCH_PIPELINE_COUNT ?? 400)): Promise<void> {
  const c = await classifySideBySide();
  const pipeline = process.env.DATABASE_URL
    ? (
        await benchPipelineReplica(
          [
            { name: 'word vectors', count: pipelineCount, encoder: false },
            { name: 'sentence encoder', count: pipelineCount, encoder: true },
          ],
          0,
        )
      ).runs
    : null;
  const memory = { words: await peakMemory(false), encoder: await peakMemory(true) };
  const replica = (r: { perSecond: number; cpuBusy: number }) =>
    `${r.perSecond.toFixed(0)}/s (replica ${(100 * r.cpuBusy).toFixed(0)} % of a core)`;
  const rate = (r: Rate) => `${r.wall.toFixed(0)}/s (${r.range.map((x) => x.toFixed(0)).join('-')}; ${r.cpu.toFixed(0)} per CPU s)`;
  const rows: [string, string, string, string][] = [
    ['classification, 200 open topics, every text new, one core', rate(c.wordVectors), rate(c.encoder), '>= 40/s'],
    [`  a backlog, the worker's job batches of ${JOB_BATCH} encoded ahead`, '', rate(c.backlog), '>= 40/s'],
    [
      'pipeline end to end, one replica, 200 full topics',
      pipeline ? replica(pipeline[0]!) : 'no DATABASE_URL',
      pipeline ? replica(pipeline[1]!) : '',
      '>= 30/s',
    ],
    [
      'process peak RSS, 300 insights classified',
      `${memory.words.toFixed(0)} MB`,
      `${memory.encoder.toFixed(0)} MB (+${(memory.encoder - memory.words).toFixed(0)})`,
      '<= +200 MB',
    ],
  ];
  console.log(
    `\nlocal AI speed: the sentence encoder beside the word-vector model (AI_ENCODER=off), one run; ${ROUNDS} alternating rounds, median (range); insights average ${c.sentencesPerInsight.toFixed(2)} sentences read`,
  );
  console.log(['figure'.padEnd(62), 'word vectors'.padEnd(34), 'sentence encoder'.padEnd(34), 'budget'].join(''));
  for (const [name, words, encoder, budget] of rows) console.log([name.padEnd(62), words.padEnd(34), encoder.padEnd(34), budget].join(''));
  // Per core is per CPU second: on a box shared with other work, wall time counts others' turns too.
  const perCore = (r: Rate) => `${r.cpu.toFixed(0)}/s (${r.wall.toFixed(0)}/s wall)`;
  record('pipeline.classify200', c.encoder.cpu, `${perCore(c.wordVectors)} word vectors, same run`);
  record('pipeline.classifyBacklog', c.backlog.cpu, `${perCore(c.encoder)} one at a time, same run`);
  if (pipeline) record('pipeline.endToEnd', pipeline[1]!.perSecond, `${pipeline[0]!.perSecond.toFixed(0)}/s word vectors, same run`);
  record('ai.encoderMemory', memory.encoder - memory.words, `${memory.words.toFixed(0)} MB peak with word vectors, same run`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [, , mode, on] = process.argv;
  if (mode === 'memory') await memoryChild(on === 'on');
  else {
    await benchAiSpeed();
    process.exit(0);
  }
}
