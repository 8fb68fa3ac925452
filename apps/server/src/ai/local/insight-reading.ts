import type { EmergencyType, Tone } from '@voyce/contracts/ai';
import { detectLanguage } from './language.ts';
import { emergencyDecision, modelVerdict, toneOf } from './model/verdict.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';
import { analyze } from './tokenize.ts';

/**
 * What one insight says, for the summaries and drafts: its tone and the emergency kinds it
 * raises (confirmed or possible), read the way the classifier reads it (the trained heads and
 * the rules), so that a draft never answers "great to hear" to what the pipeline filed as a
 * complaint, and a summary never offers an alarming sentence as an opportunity.
 */
export type InsightReading = { tone: Tone; alarms: EmergencyType[]; english: boolean };

export function readInsight(text: string): InsightReading {
  const language = detectLanguage(text);
  if (language !== 'en') return { tone: 'neutral', alarms: multilingualEmergencies(text, language), english: false };
  const v = modelVerdict(text, analyze(text));
  const { confirmed, possible } = emergencyDecision(v);
  const alarms = [...confirmed, ...possible];
  return { tone: alarms.length > 0 ? 'negative' : toneOf(v), alarms, english: true };
}

/**
 * Checked when an employee sends an insight, before the answer: a person who may be at risk sees
 * the organisation's support text at once, not after the pipeline. Always local and in-process
 * (nothing leaves the server, nothing is stored), and recall first: possible counts.
 */
export function mayDescribeSelfHarm(text: string): boolean {
  return readInsight(text).alarms.includes('self_harm');
}
