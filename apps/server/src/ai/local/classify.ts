import type { InsightClassification } from '@voyce/contracts/ai';
import type { ClassifyInput } from '../provider.ts';
import { matchDepartments } from './departments.ts';
import { detectEmergencies } from './emergency.ts';
import { impactCategory } from './impact.ts';
import { buildLabel, clipLabel, keywordsOf, nounPhrases } from './labels.ts';
import { ABUSIVE, matchLexicon } from './lexicons.ts';
import { qualityWarnings } from './quality.ts';
import { scoreSeverity } from './severity.ts';
import { EMERGENCY_MATCH_THRESHOLD, MATCH_THRESHOLD, matchTopic, termsOf } from './similarity.ts';
import { NO_THEME, primaryTheme, scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';
import { detectTone } from './tone.ts';

/** An emergency is its own subject: the label says what kind, so it stands out in every list. */
function emergencyLabel(types: string[], subject: string): string {
  const kind = types.map((t) => t.charAt(0).toUpperCase() + t.slice(1)).join(' & ');
  return clipLabel(`${kind} reported: ${subject.charAt(0).toLowerCase()}${subject.slice(1)}`);
}

/** The local classifier: one wink pass, then each concern reads the same analysis. */
export function classifyLocally(input: ClassifyInput): InsightClassification {
  const { text, org, topics } = input;
  const a = analyze(text);
  const themes = scoreThemes(a);
  const primary = primaryTheme(themes);
  const theme = primary ?? NO_THEME;
  const emergencyTypes = detectEmergencies(text);
  const measured = detectTone(a);
  // Whatever the wording, a report of violence, crime or a threat is not neutral news.
  const tone = emergencyTypes.length > 0 ? { tone: 'negative' as const, score: Math.min(measured.score, -1) } : measured;
  const severity = scoreSeverity({ analysis: a, emergencies: emergencyTypes, themes, toneScore: tone.score, org });
  const departmentIds = matchDepartments(text, org.departments);
  const phrases = nounPhrases(a);
  // An emergency joins only a topic about an emergency of the same kind, and only when it is
  // clearly the same incident: burying it in an ordinary topic would hide it from those who must act.
  const candidates =
    emergencyTypes.length > 0 ? topics.filter((t) => detectEmergencies(t.profile).some((e) => emergencyTypes.includes(e))) : topics;
  const threshold = emergencyTypes.length > 0 ? EMERGENCY_MATCH_THRESHOLD : MATCH_THRESHOLD;
  const match = matchTopic(termsOf(a, phrases), theme, candidates, threshold);
  const abusive = matchLexicon(ABUSIVE, a.tokens).length > 0;
  const qualityWarningsList = qualityWarnings({
    text,
    analysis: a,
    themes,
    theme: primary,
    emergencies: emergencyTypes,
    abusive,
    departmentIds,
    hasDepartments: org.departments.length > 0,
    recentTexts: input.recentTexts,
    reachoutQuestion: input.reachoutQuestion,
  });
  return {
    theme,
    topicLabel:
      emergencyTypes.length > 0 ? emergencyLabel(emergencyTypes, buildLabel(a, phrases, primary)) : buildLabel(a, phrases, primary),
    matchedTopicId: match.topicId,
    matchScore: Math.round(match.score * 1000) / 1000,
    severity,
    emergencyTypes,
    qualityWarnings: qualityWarningsList,
    tone: tone.tone,
    impactCategory: impactCategory({ analysis: a, phrases, themeScore: themes[0]?.score ?? 0, toneScore: tone.score, abusive }),
    departmentIds,
    keywords: keywordsOf(phrases),
  };
}
