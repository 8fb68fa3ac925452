import type { EmergencyType, Severity, Tone } from '@voyce/contracts/ai';
import type { Analysis } from '../tokenize.ts';
import { featurize } from './features.ts';
import { probabilities } from './linear.ts';
import { model } from './model.ts';
import { normalize, sentenceVector } from './sentence-vector.ts';
import { ruleSignals } from './signals.ts';
import { STOP_WORDS } from '../stop-words.ts';
import { warningSigns } from '../warning-signs.ts';

/** What the trained heads say of one English text, with its meaning vector for topic matching. */
export type ModelVerdict = {
  vector: Float32Array | null;
  emergency: Record<EmergencyType, number>;
  tone: Record<Tone, number>;
  /** Low, Medium, High: Critical is the emergency decision's alone. */
  priority: Record<'1' | '2' | '3', number>;
  /** The rule engines' emergency kinds (also features of the heads). */
  ruleKinds: EmergencyType[];
  /** Kinds only hinted at (warning signs): possible at most. */
  hintKinds: EmergencyType[];
};

export function modelVerdict(text: string, a: Analysis, skip?: Set<string>): ModelVerdict {
  const m = model();
  const signals = ruleSignals(text, a);
  const x = featurize(text, m.space, signals);
  return {
    vector: meaningVector(text, skip),
    emergency: probabilities(m.heads.get('emergency')!, x) as ModelVerdict['emergency'],
    tone: probabilities(m.heads.get('tone')!, x) as ModelVerdict['tone'],
    priority: probabilities(m.heads.get('priority')!, x) as ModelVerdict['priority'],
    ruleKinds: signals.filter((s) => s.startsWith('rule:')).map((s) => s.slice(5) as EmergencyType),
    hintKinds: warningSigns(text),
  };
}

/** What a text is about, as a vector: its content words only (topic matching, summaries). */
export function meaningVector(text: string, skip?: Set<string>): Float32Array | null {
  const m = model();
  const v = sentenceVector(text, m.topicPc, skip ? new Set([...STOP_WORDS, ...skip]) : STOP_WORDS);
  if (!v || !m.topicTransform) return v;
  const n = v.length;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += m.topicTransform[i * n + j]! * v[j]!;
    out[i] = s;
  }
  return normalize(out);
}

const KINDS: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

/**
 * Confirmed: the heads are sure, or a rule fired and the heads do not rule it out. Possible
 * ("please review"): the heads think it plausible, or a rule fired that the heads think
 * unlikely. Nothing a rule or the heads raise is ever dropped silently: recall over silence.
 */
const RULE_VETO = 0.1;
export function emergencyDecision(v: ModelVerdict): { confirmed: EmergencyType[]; possible: EmergencyType[] } {
  const t = model().thresholds;
  const confirmed: EmergencyType[] = [];
  const possible: EmergencyType[] = [];
  for (const k of KINDS) {
    const p = v.emergency[k];
    const { confirmed: high, possible: low } = t[k]!;
    const rule = v.ruleKinds.includes(k);
    if (p >= high || (rule && p >= RULE_VETO)) confirmed.push(k);
    else if (p >= low || rule || v.hintKinds.includes(k)) possible.push(k);
  }
  return { confirmed, possible };
}

export function toneOf(v: ModelVerdict): Tone {
  return (Object.entries(v.tone) as [Tone, number][]).sort((a, b) => b[1] - a[1])[0]![0];
}

export function priorityOf(v: ModelVerdict): Severity {
  return Number((Object.entries(v.priority) as [string, number][]).sort((a, b) => b[1] - a[1])[0]![0]) as Severity;
}
