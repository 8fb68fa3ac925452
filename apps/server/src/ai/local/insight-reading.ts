import type { EmergencyType, Tone } from '@voyce/contracts/ai';
import { detectLanguage } from './language.ts';
import { emergencyDecision, modelVerdict, toneOf } from './model/verdict.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';
import { multilingualHeadKinds } from './multilingual-head.ts';
import { analyze } from './tokenize.ts';
import { findEmergencies } from './emergency.ts';
import { encodeIfReady, encoderState } from './encoder/encoder.ts';
import { isShortAnswer, textSignals } from './encoder/encoder-features.ts';
import { crisisPanelFor, crisisPanelPossible, encoderModel } from './encoder/encoder-verdict.ts';

/**
 * What one insight says, for the summaries and drafts: its tone and the emergency kinds it
 * raises (confirmed or possible), read the way the classifier reads it (the trained heads and
 * the rules), so that a draft never answers "great to hear" to what the pipeline filed as a
 * complaint, and a summary never offers an alarming sentence as an opportunity.
 */
export type InsightReading = { tone: Tone; alarms: EmergencyType[]; english: boolean };

export function readInsight(text: string): InsightReading {
  const language = detectLanguage(text);
  if (language !== 'en') {
    const named = multilingualEmergencies(text, language);
    return { tone: 'neutral', alarms: named.length ? named : multilingualHeadKinds(text), english: false };
  }
  const v = modelVerdict(text, analyze(text));
  const { confirmed, possible } = emergencyDecision(v);
  const alarms = [...confirmed, ...possible];
  return { tone: alarms.length > 0 ? 'negative' : toneOf(v), alarms, english: true };
}

/**
 * Checked when an employee sends an insight, before the answer: a person at risk sees the
 * organisation's support text at once, not after the pipeline. Always local and in-process
 * (nothing leaves the server, nothing is stored). Shown only for self-harm confirmed with
 * confidence (encoder-verdict.ts showsCrisisPanel): a false crisis on "Sounds good." teaches
 * everyone to ignore it. What is only possible goes to the emergency contacts as "please review".
 * Not English: the multilingual self-harm rules, which name it in words.
 */
export async function mayDescribeSelfHarm(text: string): Promise<boolean> {
  const language = detectLanguage(text);
  if (language !== 'en') return multilingualEmergencies(text, language).includes('self_harm');
  const heads = encoderModel();
  if (heads && encoderState().status === 'ready') {
    const read = textSignals(text, language);
    // A short answer without a self-harm rule never shows it: its text is not even read.
    if (!crisisPanelPossible(read.signals)) return false;
    const vector = await encodeIfReady(text);
    if (vector) return crisisPanelFor(text, vector, heads, read);
  }
  // The word-vector model (the encoder is not running): confirmed self-harm, and not a short answer.
  const a = analyze(text);
  const { confirmed } = emergencyDecision(modelVerdict(text, a));
  return confirmed.includes('self_harm') && (!isShortAnswer(text) || findEmergencies(text).some((f) => f.type === 'self_harm'));
}
