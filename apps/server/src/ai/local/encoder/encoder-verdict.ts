import { EMERGENCY_TYPES as KINDS, type EmergencyType } from '@voyce/contracts/ai';
import type { ModelVerdict } from '../model/verdict.ts';
import type { Analysis } from '../tokenize.ts';
import { encoderFeatures, textSignals, type TextSignals } from './encoder-features.ts';
import { denseProbabilities, encoderModel, modelTerms, type EncoderModelFile } from './encoder-heads.ts';
import { exemplars, neighbourVote } from './exemplars.ts';

/** What the encoder heads say of one text; the same shape as the word-vector model's verdict. */
export type EncoderVerdict = ModelVerdict & {
  /** The text has at most five words: a short answer never raises on the heads alone. */
  short: boolean;
  /** Per kind, the highest score of the text's sentences (0 when it has none). */
  sentence: ModelVerdict['emergency'];
  english: boolean;
};

/** A sentence of the text (sentences.ts) and its encoder vector. */
export type EncodedSentence = { text: string; vector: Float32Array };

/** The linear head and the nearest training lines' vote, averaged (exemplars.ts). */
function emergencyScores(linear: Record<string, number>, vector: Float32Array): Record<string, number> {
  const e = exemplars();
  const vote = e ? neighbourVote(e, vector, KINDS.length) : null;
  return Object.fromEntries(KINDS.map((k, b) => [k, vote ? (linear[k]! + vote[b]!) / 2 : linear[k]!]));
}

/**
 * `sentences`: the text's sentences (sentences.ts), each scored by the emergency heads alone; the
 * highest score per kind raises "please review" at its own threshold (encoderDecision). English only:
 * the heads read English. `read`: the text's language and analysis, or all its signals
 * (textSignals), when the caller has them.
 */
export function encoderVerdict(
  text: string,
  vector: Float32Array,
  m: EncoderModelFile,
  sentences: EncodedSentence[] = [],
  read?: { language: string; analysis?: Analysis | null; signals?: string[] },
): EncoderVerdict {
  const { signals, language } = read?.signals
    ? { signals: read.signals, language: read.language }
    : textSignals(text, read?.language, read?.analysis ?? undefined);
  const x = encoderFeatures(vector, signals);
  const terms = modelTerms(m, text);
  const [linear, tone, priority] = m.heads.map((h) => denseProbabilities(h, x, terms));
  const emergency = emergencyScores(linear!, vector);
  const sentence: Record<string, number> = Object.fromEntries(KINDS.map((k) => [k, 0]));
  if (language === 'en') {
    for (const s of sentences) {
      const sx = encoderFeatures(s.vector, textSignals(s.text, 'en').signals);
      const own = emergencyScores(denseProbabilities(m.heads[0]!, sx, modelTerms(m, s.text)), s.vector);
      for (const k of KINDS) sentence[k] = Math.max(sentence[k]!, own[k]!);
    }
  }
  // Low .. Critical as the priority head read it (Critical is the emergency decision's to give).
  const p4 = priority as Record<'1' | '2' | '3' | '4', number>;
  const sum3 = p4['1'] + p4['2'] + p4['3'] + p4['4'];
  return {
    vector,
    emergency: emergency as ModelVerdict['emergency'],
    sentence: sentence as ModelVerdict['emergency'],
    tone: tone as ModelVerdict['tone'],
    // A complaint's level among Low, Medium, High: Critical's share goes to High.
    priority: { '1': p4['1'] / sum3, '2': p4['2'] / sum3, '3': (p4['3'] + p4['4']) / sum3 },
    ruleKinds: kindsOf(signals, 'rule:'),
    hintKinds: kindsOf(signals, 'hint:'),
    short: signals.includes('words:1-5'),
    english: language === 'en',
  };
}

const kindsOf = (signals: string[], prefix: string) =>
  signals.filter((s) => s.startsWith(prefix)).map((s) => s.slice(prefix.length) as EmergencyType);

/** A kind's "please review" threshold for the verdict's text: English, or another language (lower). */
const reviewThreshold = (v: EncoderVerdict, t: EncoderModelFile['thresholds'][string]): number =>
  v.english ? t.possible : (t.notEnglish ?? t.possible);

/** Each kind's score over its review threshold (reviewThreshold): 1 is where it would be raised. */
export function reviewReach(v: EncoderVerdict, m: EncoderModelFile): Record<EmergencyType, number> {
  return Object.fromEntries(KINDS.map((k) => [k, v.emergency[k] / reviewThreshold(v, m.thresholds[k]!)])) as Record<EmergencyType, number>;
}

/**
 * Confirmed: the head is sure (out-of-fold precision 0.9) — English only. Possible ("please
 * review"): the head at its review threshold, a warning sign of self-harm, or a self-harm rule.
 * Other rules are features of the head, which learnt from blind data how far to trust each; they
 * no longer raise alone, which is what raised idioms and business talk. A short answer (five words or fewer) is
 * raised only where a rule or a warning sign speaks too: "Sounds good." never is.
 */
export function encoderDecision(v: EncoderVerdict, m: EncoderModelFile): { confirmed: EmergencyType[]; possible: EmergencyType[] } {
  const confirmed: EmergencyType[] = [];
  const possible: EmergencyType[] = [];
  // How far past its own review threshold each kind raised by score alone reaches.
  const reach = new Map<EmergencyType, number>();
  for (const k of KINDS) {
    const p = v.emergency[k];
    const t = m.thresholds[k]!;
    const said = v.ruleKinds.includes(k) || v.hintKinds.includes(k);
    if (v.short && !said) continue;
    const review = reviewThreshold(v, t);
    const bySentence = v.english && t.sentence !== undefined && v.sentence[k] >= t.sentence;
    // Self-harm said in words the rules know is never left unread, whatever the head thinks.
    const forced = v.hintKinds.includes(k) || (k === 'self_harm' && v.ruleKinds.includes(k));
    if (!forced && (p >= review || bySentence))
      reach.set(k, Math.max(p / review, bySentence && t.sentence ? v.sentence[k] / t.sentence : 0));
    if (v.english && p >= t.confirmed) confirmed.push(k);
    else if (p >= review || bySentence || forced) possible.push(k);
  }
  const kept = new Set(dominantKinds(reach, m.dominance));
  const keep = (k: EmergencyType) => !reach.has(k) || kept.has(k);
  return { confirmed: confirmed.filter(keep), possible: possible.filter(keep) };
}

/**
 * The kinds a text is raised for by score, less those far behind the strongest: a beating reads
 * a little like a threat and a threat a little like harassment, and out of fold most false
 * alarms of violence, threat and harassment were emergencies of another kind. A kind whose reach
 * (its score over its own review threshold) times `dominance` stays below the strongest kind's is
 * dropped; the text is still raised for the strongest. `dominance` is chosen out of fold
 * (train-encoder.ts); absent: every kind raised stays.
 */
export function dominantKinds(reach: ReadonlyMap<EmergencyType, number>, dominance: number | undefined): EmergencyType[] {
  const top = Math.max(0, ...reach.values());
  return [...reach].filter(([, r]) => dominance === undefined || r * dominance >= top).map(([k]) => k);
}

/**
 * The crisis panel, shown to the writer the moment they send: self-harm at the panel's
 * confidence, in a text that is not a short answer unless it says so in words a rule knows
 * ("I want to die."). Anything less goes to the emergency contacts as "please review" only.
 */
export function showsCrisisPanel(v: EncoderVerdict, m: EncoderModelFile): boolean {
  const p = v.emergency.self_harm;
  if (v.short) return v.ruleKinds.includes('self_harm') && p >= m.thresholds.self_harm!.possible;
  return p >= m.crisisPanel;
}

/** A short answer shows the panel only where a self-harm rule speaks (showsCrisisPanel): without one, its text need not be read. */
export const crisisPanelPossible = (signals: string[]): boolean => !signals.includes('words:1-5') || signals.includes('rule:self_harm');

/**
 * showsCrisisPanel(encoderVerdict(…)), without the work that cannot change its answer. It runs on
 * the thread that answers requests for every filing, and the neighbour vote over the exemplars is
 * most of its cost (3-5 ms of a 4-6 ms verdict). The self-harm score is the mean of the linear
 * head and the vote, and a vote is at most 1: when the linear head alone keeps even a full vote
 * under the bar, the answer is no (for about four in five insights). Otherwise the whole verdict.
 */
export function crisisPanelFor(text: string, vector: Float32Array, m: EncoderModelFile, read: TextSignals): boolean {
  if (!crisisPanelPossible(read.signals)) return false;
  const linear = denseProbabilities(m.heads[0]!, encoderFeatures(vector, read.signals), modelTerms(m, text)).self_harm!;
  const bar = read.signals.includes('words:1-5') ? m.thresholds.self_harm!.possible : m.crisisPanel;
  // 1e-9: a vote's shares are sums of the same weights as their total, at most 1 within rounding.
  const highest = exemplars() ? (linear + 1) / 2 : linear;
  if (highest < bar - 1e-9) return false;
  return showsCrisisPanel(encoderVerdict(text, vector, m, [], read), m);
}

export { encoderModel };
