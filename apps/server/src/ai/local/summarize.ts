import type { EmergencyType, ReachoutSummary, TopicSummary } from '@voyce/contracts/ai';
import type { OrgAiContext } from '../provider.ts';
import { readInsight, type InsightReading } from './insight-reading.ts';
import { dot } from './model/sentence-vector.ts';
import { meaningVector } from './model/verdict.ts';
import { keywordsOf, nounPhrases, type NounPhrase } from './labels.ts';
import { BENEFIT, matchLexicon, SUGGESTION } from './lexicons.ts';
import { goalItBearsOn } from './org-phrases.ts';
import { isNearDuplicate } from './quality.ts';
import { cosine, termsOf, type Terms } from './similarity.ts';
import { NO_THEME, primaryTheme, scoreThemes } from './themes.ts';
import { THEME_ADVICE } from './theme-advice.ts';
import { capitalize } from './style.ts';
import { analyze, type Analysis } from './tokenize.ts';
import { toneScore } from './tone.ts';

/**
 * Extractive summaries: every risk, opportunity and bullet is a sentence an employee wrote
 * (trimmed), chosen because it is central to the group (close to the centroid of all the
 * insights) and says something negative (risk), proposes something (opportunity, action) or
 * praises something. Nothing is invented; the surrounding wording is templated.
 */
const MAX_INSIGHTS = 300;
const MAX_SENTENCE = 220;

type Scored = {
  text: string;
  insight: number;
  centrality: number;
  tone: number;
  suggestion: number;
  benefit: number;
  terms: Terms;
  /** The sentence, or the insight it belongs to, is negative or raises an emergency. */
  alarming: boolean;
};

function sentencesOf(analyses: Analysis[], readings: InsightReading[]): Scored[] {
  const centroid: Terms = new Map();
  const perSentence: { a: Analysis; text: string; insight: number; terms: Terms }[] = [];
  analyses.forEach((a, insight) => {
    for (const s of a.sentences) {
      const sub = { ...a, tokens: a.tokens.slice(s.start, s.end + 1), sentiment: s.sentiment };
      const terms = termsOf(sub);
      for (const [t, n] of terms) centroid.set(t, (centroid.get(t) ?? 0) + n);
      perSentence.push({ a: sub, text: s.text, insight, terms });
    }
  });
  return perSentence
    .map(({ a, text, insight, terms }) => {
      return {
        text: clip(text),
        insight,
        centrality: cosine(terms, centroid),
        tone: toneScore(a),
        suggestion: matchLexicon(SUGGESTION, a.tokens).reduce((n, h) => n + h.entry.weight, 0),
        benefit: matchLexicon(BENEFIT, a.tokens).length,
        terms,
        // Negative by its own words (the sentence, not its neighbours: "Could we hire two more
        // pickers?" inside a complaint is still a proposal), or part of an insight that raises an
        // emergency. A request is judged by what it asks, and only its asking clause: "We need a
        // status page customers can check during outages" asks for something, however bad the
        // outages are; only a request that is itself abuse stays out.
        alarming:
          readings[insight]!.alarms.length > 0 || (requestClause(text) ? toneScore(analyze(requestClause(text)!)) < -4 : toneScore(a) < -1),
      };
    })
    .filter((s) => s.text.split(' ').length >= 4);
}

/** A sentence that asks for something: its asking clause (up to the reason it gives), else null. */
const REQUEST =
  /^(?:(?:we|i) (?:really )?(?:need|want|would like|'d like)|(?:can|could|would|will) (?:we|you|someone|they|the company|management)|please|it would (?:help|be (?:good|great|nice))|let'?s|why not|how about)\b/i;
function requestClause(sentence: string): string | null {
  if (!REQUEST.test(sentence.trim())) return null;
  return sentence.split(/;|\s[-—–]\s|,? (?:because|as|since|so that|so|otherwise|but)\s/i)[0]!.trim();
}

function clip(s: string): string {
  const t = s
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length <= MAX_SENTENCE ? t : `${t.slice(0, MAX_SENTENCE - 3).trimEnd()}...`;
}

/** Highest-scoring sentences, skipping near-repeats so three bullets say three things. */
function pick(list: Scored[], score: (s: Scored) => number, n: number): Scored[] {
  const out: Scored[] = [];
  for (const s of [...list].filter((x) => score(x) > 0).sort((x, y) => score(y) - score(x))) {
    if (out.some((o) => isNearDuplicate(o.text, s.text) || cosine(o.terms, s.terms) > 0.6)) continue;
    out.push(s);
    if (out.length >= n) break;
  }
  return out;
}

const quote = (s: string) => `"${s}"`;
const share = (n: number, total: number) => `${n} of ${total}`;
/**
 * A count in a topic summary is of the insights it was made from, said so: the summary is read
 * later, when the topic may have more ("2 insights" shown after a third arrived). Said as a
 * person says it: "2 of the 5", "all 3", "the one" (capitalize it to open a sentence).
 */
const ofSummarised = (n: number, total: number) =>
  n === total && total === 1
    ? 'the one insight summarised'
    : n === total
      ? `all ${total} insights summarised`
      : `${n} of the ${total} insight${total === 1 ? '' : 's'} summarised`;

/** Turns "Could we rotate the rota weekly?" into "Rotate the rota weekly". */
export function asAction(s: string): string {
  const t = s
    // The action, not the reason given for it (the reasoning is shown beside it).
    .split(/;|\s[-—–]\s/)[0]!
    // "We need a status page" asks the organisation to provide one.
    .replace(/^(?:we|i) (?:really )?need (?=(?:a|an|more|some|proper|better|the|clear|new|extra)\b)/i, 'provide ')
    .replace(
      /^(?:i think |honestly,? |personally,? )?(?:could we|can we|we should|we could|maybe we could|maybe we should|should we|why not|what if we|how about we|i suggest(?: that)?(?: we)?|i would suggest(?: that)?(?: we)?|i propose(?: that)?(?: we)?|it would help if we|it would be great if we|it would be better if we|we need to|please|let's|let us)\s+/i,
      '',
    )
    .replace(/[?.!]+$/, '')
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function supportFor(s: Scored, all: Scored[], total: number): number {
  const insights = new Set<number>([s.insight]);
  for (const o of all) if (cosine(s.terms, o.terms) >= 0.2) insights.add(o.insight);
  return Math.min(total, insights.size);
}

const KIND_WORDS: Record<EmergencyType, string> = {
  violence: 'violence',
  crime: 'a possible crime',
  threat: 'a threat',
  self_harm: 'someone who may be at risk of harming themselves',
  harassment: 'harassment',
};

export function summarizeTopicLocally(input: { topic: string; insights: string[]; org: OrgAiContext }): TopicSummary {
  const texts = input.insights.slice(0, MAX_INSIGHTS);
  const analyses = texts.map((t) => analyze(t));
  const readings = texts.map((t) => readInsight(t));
  const all = sentencesOf(analyses, readings);
  const total = texts.length;
  const combined = analyze(texts.join('\n'));
  const theme = primaryTheme(scoreThemes(combined)) ?? NO_THEME;
  const advice = THEME_ADVICE[theme] ?? THEME_ADVICE[NO_THEME]!;
  const tones = readings.map((r) => r.tone);
  const negative = tones.filter((t) => t === 'negative').length;
  const positive = tones.filter((t) => t === 'positive').length;
  const alarmed = readings.map((r, i) => ({ r, i })).filter(({ r }) => r.alarms.length > 0);
  const emergencies = alarmed.length;
  const kinds = [...new Set(alarmed.flatMap(({ r }) => r.alarms))];
  const goal = goalItBearsOn(combined, input.org.goals);

  const central = pick(all, (s) => s.centrality, 1)[0];
  const mood = negative > total / 2 ? 'raise mostly concerns' : positive > total / 2 ? 'are mostly positive' : 'show a mix of views';
  const takeaway = [
    `Insights on "${input.topic}" (${advice.area}) ${mood}.`,
    emergencies > 0
      ? `${capitalize(ofSummarised(emergencies, total))} describe${emergencies === 1 ? 's' : ''} a possible emergency and need${emergencies === 1 ? 's' : ''} attention now.`
      : '',
    central ? `The common thread: ${quote(central.text)}` : '',
    goal ? `This bears on the goal "${goal}".` : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Emergencies lead the risks, each kind said plainly with how many insights raise it.
  const emergencyRisks = kinds.map((k) => {
    const n = alarmed.filter(({ r }) => r.alarms.includes(k)).length;
    return `${capitalize(ofSummarised(n, total))} may describe ${KIND_WORDS[k]}: ${k === 'self_harm' ? 'make sure support reaches them now' : 'follow the emergency procedure today'}.`;
  });
  const risks = [
    ...emergencyRisks,
    // A proposal ("we need product training before launches") is an opportunity, not also a risk.
    ...pick(
      all,
      (s) => ((s.tone < 0 && s.suggestion === 0) || s.alarming ? Math.max(-s.tone, 1) + s.centrality * 2 : 0),
      3 - Math.min(2, emergencyRisks.length),
    ).map((s) => s.text),
  ];
  if (risks.length === 0 && negative > 0) risks.push(advice.risk);
  // A negative or alarming sentence is never an opportunity or an action, however it is worded.
  const ideas = pick(all, (s) => (s.suggestion > 0 && !s.alarming ? s.suggestion + s.benefit + s.centrality * 2 : 0), 3);
  const praise = pick(all, (s) => (s.tone > 1 && s.suggestion === 0 && !s.alarming ? s.tone + s.centrality : 0), 2);
  const opportunities = [...ideas, ...praise].slice(0, 3).map((s) => s.text);
  // The theme's template only where it fits: never beside an emergency.
  if (opportunities.length === 0 && emergencies === 0) opportunities.push(advice.opportunity);

  const suggestedActions = ideas.map((s) => {
    const n = supportFor(s, all, total);
    return {
      action: asAction(s.text),
      potentialImpact: goal ? `${advice.impact} It supports the goal "${goal}".` : advice.impact,
      challenges: advice.challenges,
      supportingReasoning: `Proposed in the insights and related to ${ofSummarised(n, total)}: ${quote(s.text)}`,
    };
  });
  if (emergencies > 0) {
    const selfHarm = kinds.includes('self_harm');
    suggestedActions.unshift({
      action: selfHarm
        ? 'Make sure support reaches the person today: share the Employee Assistance Programme and helpline in a reply, and tell the emergency contacts'
        : 'Follow the emergency procedure for the flagged insights today, then review this topic',
      potentialImpact: selfHarm
        ? 'Someone at risk knows where to turn, now.'
        : 'People are protected and the organisation meets its duty of care.',
      challenges: 'The writers are anonymous: act on what is described, and reply in the insight so they see it.',
      supportingReasoning: `${capitalize(ofSummarised(emergencies, total))} may describe ${kinds.map((k) => KIND_WORDS[k]).join(' or ')}.`,
    });
  } else if (suggestedActions.length === 0) {
    suggestedActions.unshift({
      action: advice.action,
      potentialImpact: goal ? `${advice.impact} It supports the goal "${goal}".` : advice.impact,
      challenges: advice.challenges,
      supportingReasoning: `${capitalize(ofSummarised(negative, total))} describe${negative === 1 ? 's' : ''} a problem${central ? `; the most representative: ${quote(central.text)}` : ''}.`,
    });
  }
  return { executiveSummary: { keyTakeaway: takeaway, risks, opportunities }, suggestedActions: suggestedActions.slice(0, 4) };
}

export function summarizeReachoutLocally(input: {
  title: string;
  question: string;
  objective?: string;
  answers: string[];
  org: OrgAiContext;
}): ReachoutSummary {
  const texts = input.answers.slice(0, MAX_INSIGHTS).filter((t) => t.trim().length > 0);
  const total = texts.length;
  if (total === 0) return { topics: [], summary: `No responses yet to "${input.question || input.title}".`, sections: [] };
  const analyses = texts.map((t) => analyze(t));
  const readings = texts.map((t) => readInsight(t));
  const all = sentencesOf(analyses, readings);
  const tones = readings.map((r) => r.tone);
  const pct = (tone: string) => Math.round((tones.filter((t) => t === tone).length / total) * 100);

  // Topics: noun phrases that several answers use, so one long answer cannot set the agenda.
  const seen = new Map<string, { phrase: NounPhrase; answers: Set<number> }>();
  analyses.forEach((a, i) => {
    for (const p of nounPhrases(a).slice(0, 6)) {
      const entry = seen.get(p.key) ?? { phrase: p, answers: new Set<number>() };
      entry.answers.add(i);
      seen.set(p.key, entry);
    }
  });
  const ranked = [...seen.values()].sort((x, y) => y.answers.size - x.answers.size || y.phrase.score - x.phrase.score);
  const topics = keywordsOf(
    ranked.map((r) => r.phrase),
    5,
  ).map((k) => k.charAt(0).toUpperCase() + k.slice(1));

  const themeCounts = new Map<string, number>();
  for (const a of analyses) {
    const t = primaryTheme(scoreThemes(a));
    if (t) themeCounts.set(t, (themeCounts.get(t) ?? 0) + 1);
  }
  const themes = [...themeCounts].sort((x, y) => y[1] - x[1]);
  const central = pick(all, (s) => s.centrality, 1)[0];
  // The leader asked in order to learn something: the answers nearest to that objective lead.
  const objective = input.objective?.trim();
  const goal = objective ? meaningVector(objective) : null;
  const onObjective = goal
    ? pick(
        all,
        (s) => {
          const v = meaningVector(s.text);
          return v ? Math.max(0, dot(goal, v)) + s.centrality : 0;
        },
        3,
      )
    : [];
  const summary = [
    objective ? `On the objective "${objective.replace(/[.!?]+$/, '')}":` : '',
    `${total} response${total === 1 ? '' : 's'} to "${input.question || input.title}": ${pct('positive')}% positive, ${pct('neutral')}% neutral, ${pct('negative')}% negative.`,
    onObjective[0] ? `Closest to it: ${quote(onObjective[0].text)}` : '',
    topics.length > 0 ? `Most mentioned: ${topics.slice(0, 3).join(', ')}.` : '',
    central && central.text !== onObjective[0]?.text ? `A typical answer: ${quote(central.text)}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const sections = [
    ...(objective ? [{ name: 'On the objective', bulletPoints: onObjective.map((s) => s.text) }] : []),
    { name: 'Key themes', bulletPoints: themes.slice(0, 4).map(([name, n]) => `${name}: ${share(n, total)} responses`) },
    {
      name: 'What is working',
      bulletPoints: pick(all, (s) => (s.tone > 1 && !s.alarming ? s.tone + s.centrality : 0), 3).map((s) => s.text),
    },
    { name: 'Concerns', bulletPoints: pick(all, (s) => (s.tone < -1 ? -s.tone + s.centrality : 0), 3).map((s) => s.text) },
    {
      name: 'Suggestions',
      bulletPoints: pick(all, (s) => (s.suggestion > 0 && !s.alarming ? s.suggestion + s.centrality : 0), 3).map((s) => s.text),
    },
  ].filter((s) => s.bulletPoints.length > 0);
  return { topics, summary, sections };
}
