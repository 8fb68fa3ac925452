import type { EmergencyType, InsightClassification, Severity } from '@voyce/contracts/ai';
import type { ClassifyInput } from '../provider.ts';
import { matchDepartments } from './departments.ts';
import { impactCategory } from './impact.ts';
import { buildLabel, clipLabel, keywordsOf, nounPhrases } from './labels.ts';
import { detectLanguage } from './language.ts';
import { ABUSIVE, matchLexicon } from './lexicons.ts';
import { emergencyDecision, modelVerdict, priorityOf, toneOf } from './model/verdict.ts';
import {
  encoderDecision,
  encoderModel,
  encoderVerdict,
  reviewReach,
  type EncodedSentence,
  type EncoderVerdict,
} from './encoder/encoder-verdict.ts';
import { topicVector } from './encoder/topic-space.ts';
import { isShortAnswer } from './encoder/encoder-features.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';
import { multilingualHeadKinds } from './multilingual-head.ts';
import { crisisCues } from './crisis-cues.ts';
import { containsPhrase, relatedGoal } from './org-phrases.ts';
import { qualityWarnings } from './quality.ts';
import { contentWords, emergencyMatchThreshold, matchThreshold, matchTopic, placeWords, topicKindOf } from './topic-match.ts';
import { NO_THEME, primaryTheme, scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';
import { toneScore } from './tone.ts';
import { retitle } from './topic-title.ts';

const KIND_NAMES: Record<EmergencyType, string> = {
  violence: 'Violence',
  crime: 'Crime',
  threat: 'Threat',
  self_harm: 'Self-harm',
  harassment: 'Harassment',
};

/**
 * An emergency is its own subject: the label says what kind, so it stands out in every list. A
 * possible one says so, and asks for review rather than claiming.
 */
function emergencyLabel(types: EmergencyType[], subject: string, possible: boolean): string {
  const kind = types.map((t) => KIND_NAMES[t]).join(' & ');
  const rest = `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`;
  return clipLabel(possible ? `Possible ${kind.toLowerCase()}, please review: ${rest}` : `${kind} reported: ${rest}`);
}

const clampLevel = (n: number): Severity => Math.max(1, Math.min(4, Math.round(n))) as Severity;

/**
 * The local classifier. English: one wink pass for the rule engines and labels, one pass of the
 * trained heads (emergency kinds, tone, priority) over meaning and wording, topics by meaning.
 * Anything else: multilingual emergency rules only, marked for a person to read.
 */
export function classifyLocally(
  input: ClassifyInput,
  encoded?: Float32Array | null,
  sentences: EncodedSentence[] = [],
): InsightClassification {
  const { text, org, topics } = input;
  const language = detectLanguage(text);
  const heads = encoded ? encoderModel() : null;
  if (language !== 'en')
    return classifyNotEnglish(input, language, encoded && heads ? encoderVerdict(text, encoded, heads, [], { language }) : null);

  const a = analyze(text);
  const themes = scoreThemes(a);
  const primary = primaryTheme(themes);
  const theme = primary ?? NO_THEME;
  const where = placeWords(org.departments);
  // The sentence encoder's heads when it runs (encoder/), else the word-vector model's.
  const verdict =
    encoded && heads ? encoderVerdict(text, encoded, heads, sentences, { language, analysis: a }) : modelVerdict(text, a, where);
  const decided = encoded && heads ? encoderDecision(verdict as EncoderVerdict, heads) : emergencyDecision(verdict);
  const { confirmed } = decided;
  // Crisis words of the languages the detector may have read as English (crisis-cues.ts): "please review".
  const possible = [...new Set([...decided.possible, ...crisisCues(text, 'en').filter((k) => !confirmed.includes(k))])];
  const raised = confirmed.length > 0 || possible.length > 0;
  // Whatever the wording, a report of harm is not neutral news.
  const tone = confirmed.length > 0 ? 'negative' : toneOf(verdict);

  // The model's priority, then the organisation's own phrases and goals (spec 2 §2), which
  // differ per organisation and so are applied here rather than learned.
  let level: number = priorityOf(verdict);
  if (org.higherPriorityPhrases.some((p) => containsPhrase(a, p))) level += 1;
  if (org.lowerPriorityPhrases.some((p) => containsPhrase(a, p))) level -= 1;
  if (relatedGoal(a, org.goals, primary) && level < 3 && verdict.priority[String(level + 1) as '2'] >= 0.25) level += 1;
  // Critical belongs to emergencies: an organisation's phrase can raise a complaint to High, not beyond.
  // A short answer ("bin never emptied", five words or fewer) that raises nothing is at most
  // Medium: too little said to put it above the complaints that explain themselves.
  const ceiling = isShortAnswer(text) ? 2 : 3;
  const severity: Severity = confirmed.length > 0 ? 4 : possible.length > 0 ? 3 : clampLevel(Math.min(ceiling, level));

  const departmentIds = matchDepartments(text, org.departments);
  // A department's name alone ("Support") says where, not what: it names a topic only as a last resort.
  const found = nounPhrases(a);
  const onlyWhere = (p: (typeof found)[number]) => p.words.every((w) => where.has(w.normal));
  const phrases = [...found.filter((p) => !onlyWhere(p)), ...found.filter(onlyWhere)];
  const subject = buildLabel(a, phrases, primary);
  // Emergencies (and possible ones) are never buried in an ordinary topic, and ordinary
  // insights never join theirs: each side matches only its own kind of topic.
  const candidates = topics.filter((t) => topicKindOf(t.label) === (raised ? 'emergency' : 'ordinary'));
  const match = matchTopic(
    // Topics are matched in the topic space (encoder/topic-space.ts) when the encoder reads.
    encoded && heads ? topicVector(encoded) : verdict.vector,
    contentWords(text, where),
    candidates,
    raised ? emergencyMatchThreshold(heads?.topicThreshold) : (heads?.topicThreshold ?? matchThreshold()),
    where,
    theme,
  );
  const abusive = matchLexicon(ABUSIVE, a.tokens).length > 0;
  const joined = match.topicId ? candidates.find((t) => t.id === match.topicId) : undefined;
  // Only a young topic's title follows its insights, and a young topic's profile comes whole.
  const whole = joined && (joined.profileLength ?? 0) <= joined.profile.length;
  const retitled = joined && whole && !raised ? retitle(joined, text, where) : null;
  return {
    theme,
    topicLabel: raised ? emergencyLabel(confirmed.length ? confirmed : possible, subject, confirmed.length === 0) : subject,
    matchedTopicId: match.topicId,
    ...(retitled ? { matchedTopicLabel: retitled } : {}),
    matchScore: Math.round(match.score * 1000) / 1000,
    severity,
    emergencyTypes: confirmed,
    possibleEmergencyTypes: possible,
    language,
    qualityWarnings: qualityWarnings({
      text,
      analysis: a,
      themes,
      theme: primary,
      emergencies: confirmed,
      abusive,
      departmentIds,
      hasDepartments: org.departments.length > 0,
      recentTexts: input.recentTexts,
      reachoutQuestion: input.reachoutQuestion,
    }),
    tone,
    impactCategory: impactCategory({ analysis: a, phrases, themeScore: themes[0]?.score ?? 0, toneScore: toneScore(a), abusive }),
    departmentIds,
    keywords: keywordsOf(phrases),
  };
}

/**
 * Not English: the English rules and heads would read it wrongly, so they are not asked. The
 * multilingual rules and the encoder heads (at their other-language thresholds) raise possible
 * emergencies, and where both are silent the multilingual heads (multilingual-head.ts); the
 * insight gets its own topic, labelled by its opening words, and leaders see "Not English —
 * read it yourself".
 */
function classifyNotEnglish(input: ClassifyInput, language: string, encoded: EncoderVerdict | null): InsightClassification {
  const heads = encoderModel();
  const fromHeads = encoded && heads ? encoderDecision(encoded, heads).possible : [];
  const named = [...new Set([...multilingualEmergencies(input.text, language), ...fromHeads])];
  // The multilingual heads speak only where the rules and the encoder heads are silent: a kind
  // they guess beside one already named would be a second, likelier wrong one.
  const possible = named.length ? named : multilingualHeadKinds(input.text, encoded && heads ? reviewReach(encoded, heads) : undefined);
  const opening = input.text.trim().split(/\s+/).slice(0, 6).join(' ');
  const label = clipLabel(
    possible.length
      ? `Possible ${possible.map((k) => KIND_NAMES[k].toLowerCase()).join(' & ')}, please review: ${opening}`
      : `Not English: ${opening}`,
  );
  return {
    theme: NO_THEME,
    topicLabel: label,
    matchedTopicId: null,
    matchScore: 0,
    severity: possible.length ? 3 : 2,
    emergencyTypes: [],
    possibleEmergencyTypes: possible,
    language,
    qualityWarnings: input.text.trim().split(/\s+/).length < 3 ? ['too_short'] : [],
    tone: 'neutral',
    impactCategory: 'bronze',
    departmentIds: matchDepartments(input.text, input.org.departments),
    keywords: [],
  };
}
