import { EMERGENCY_TYPES, TOPIC_LABEL_MAX, type EmergencyType, type InsightClassification } from '@voyce/contracts/ai';
import type { AlertPhraseMatch } from '@voyce/contracts/alert-phrases';

/**
 * Alert phrases: the organisation's own words that always raise an insight as a
 * possible emergency of a chosen kind, whatever the provider made of it. Applied after the
 * provider's classification, so local and remote providers behave alike, and kept apart from
 * both: a pure function of the verdict, the text and the phrases.
 */

export type AlertPhrase = { phrase: string; kind: EmergencyType };

const KIND_NAMES: Record<EmergencyType, string> = {
  violence: 'violence',
  crime: 'crime',
  threat: 'threat',
  self_harm: 'self-harm',
  harassment: 'harassment',
};
const CONFIRMED_NAMES: Record<EmergencyType, string> = {
  violence: 'Violence',
  crime: 'Crime',
  threat: 'Threat',
  self_harm: 'Self-harm',
  harassment: 'Harassment',
};

/** A word: letters (with their accents and marks) and digits, in any script. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Scripts written without spaces between words: a phrase in them is found inside the text's runs. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** The words of a text, folded for comparison (compatibility forms and case), one space apart. */
function words(text: string): string {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).join(' ');
}

/**
 * Whether `phrase` occurs in the text whose words() is `textWords`: as whole words, in order,
 * ignoring case and the punctuation or spacing between them ("Knife-attack" matches "knife
 * attack"). In a script written without spaces a word has no edges to check, so the phrase is
 * found anywhere in the text.
 */
function occursIn(textWords: string, phrase: string): boolean {
  const wanted = words(phrase);
  if (!wanted) return false;
  if (UNSPACED.test(wanted)) return textWords.includes(wanted);
  return ` ${textWords} `.includes(` ${wanted} `);
}

/** The organisation's phrases this text contains, each once (ignoring case), in the order given. */
export function matchAlertPhrases(text: string, phrases: readonly AlertPhrase[]): AlertPhraseMatch[] {
  if (phrases.length === 0) return [];
  const textWords = words(text);
  const seen = new Set<string>();
  const matched: AlertPhraseMatch[] = [];
  for (const p of phrases) {
    const key = p.phrase.toLowerCase();
    if (seen.has(key) || !occursIn(textWords, p.phrase)) continue;
    seen.add(key);
    matched.push({ phrase: p.phrase, kind: p.kind });
  }
  return matched;
}

/** A label's subject, without what the classifier put before it ("Violence reported: ", "Not English: "). */
const LABEL_PREFIX = /^(?:[A-Z][A-Za-z& -]* reported|Possible [a-z& -]+, please review|Not English):\s*/;

/** Within the label limit, cut at a word as the classifier cuts its labels. */
function clip(label: string): string {
  if (label.length <= TOPIC_LABEL_MAX) return label;
  const cut = label.slice(0, TOPIC_LABEL_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : label.slice(0, TOPIC_LABEL_MAX)).trim();
}

/**
 * The label an emergency topic gets, as the classifier writes it ("Threat reported: …" when a
 * kind is confirmed, "Possible harassment, please review: …" when none is), so every list and
 * the topic matcher treat it as an emergency topic.
 */
function emergencyLabel(confirmed: EmergencyType[], possible: EmergencyType[], subject: string): string {
  const rest = `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
  if (confirmed.length) return clip(`${confirmed.map((k) => CONFIRMED_NAMES[k]).join(' & ')} reported: ${rest}`);
  return clip(`Possible ${possible.map((k) => KIND_NAMES[k]).join(' & ')}, please review: ${rest}`);
}

/**
 * Raises what the organisation's alert phrases in `text` ask for: each matched kind not already
 * confirmed becomes possible ("please review"), and the insight is at least High. A kind the
 * classifier had not raised at all means the insight may sit in an ordinary topic, where a
 * possible emergency must never be buried: it then gets its own new emergency topic.
 */
export function applyAlertPhrases(
  classification: InsightClassification,
  text: string,
  phrases: readonly AlertPhrase[],
): { classification: InsightClassification; matched: AlertPhraseMatch[] } {
  const matched = matchAlertPhrases(text, phrases);
  if (matched.length === 0) return { classification, matched };
  const c = classification;
  const raisedBefore = new Set<EmergencyType>([...c.emergencyTypes, ...c.possibleEmergencyTypes]);
  const added = new Set(matched.map((m) => m.kind).filter((k) => !raisedBefore.has(k)));
  const severity = Math.max(3, c.severity) as 3 | 4;
  if (added.size === 0) return { classification: { ...c, severity }, matched };

  const possibleEmergencyTypes = EMERGENCY_TYPES.filter(
    (k) => (c.possibleEmergencyTypes.includes(k) || added.has(k)) && !c.emergencyTypes.includes(k),
  );
  const subject = c.topicLabel.replace(LABEL_PREFIX, '').trim() || c.topicLabel;
  const { matchedTopicLabel: _keepTitle, ...rest } = c;
  return {
    classification: {
      ...rest,
      severity,
      possibleEmergencyTypes,
      topicLabel: emergencyLabel(c.emergencyTypes, possibleEmergencyTypes, subject),
      matchedTopicId: null,
    },
    matched,
  };
}
