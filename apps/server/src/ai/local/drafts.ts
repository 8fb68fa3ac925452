import type { EnhancedReachout } from '@voyce/contracts/ai';
import { rewriteReachout } from './reachout-rewrite.ts';
import type { OrgAiContext } from '../provider.ts';
import { readInsight } from './insight-reading.ts';
import { nounPhrases, subjectPhrase } from './labels.ts';
import { goalItBearsOn, themeOfText } from './org-phrases.ts';
import { primaryTheme, scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';
import { capitalize, closing, greeting, styleOf, voice, type Style } from './style.ts';

/**
 * Template drafts for replies, delegation notes and reach-out messages. They are a starting
 * point a leader edits, so they must be correct and in the organisation's voice (writing
 * sample), and they say why the subject matters (a goal it bears on, the about-us values) rather
 * than be clever. The insight text itself is quoted only in delegation, where the recipient
 * needs it.
 */

type Directives = { style: Style; brief: boolean; content: string | null };

/** A leader's prompt is either an instruction about form ("shorter", "more formal") or content to include. */
export function readPrompt(prompt: string | undefined, base: Style): Directives {
  const style = { ...base };
  let brief = false;
  const p = (prompt ?? '').trim();
  if (!p) return { style, brief, content: null };
  if (/\b(short|shorter|brief|concise|quick)\b/i.test(p)) brief = true;
  if (/\b(formal|professional)\b/i.test(p)) Object.assign(style, { formal: true, contractions: false, exclamations: false });
  if (/\b(friendly|warm|casual|informal)\b/i.test(p)) Object.assign(style, { formal: false, contractions: true });
  const content = p
    .replace(
      /(?:\b(?:please|make|keep|it|be|sound|more|a|bit|little|slightly|much|very|the|tone|reply|message|less)\b\s*)*\b(?:short|shorter|brief|concise|quick|formal|professional|friendly|warm|casual|informal)\b[.,!]?/gi,
      '',
    )
    .replace(
      /^\s*(?:and\s+)?(?:please\s+)?(?:mention|say|tell (?:them|him|her|the team)|let (?:them|him|her) know|include|add|explain|note)\s*(?:that\s+)?/i,
      '',
    )
    .trim();
  return { style, brief, content: /[a-z].*[a-z].*[a-z]/i.test(content) ? applied(content) : null };
}

/**
 * A leader's instruction turned into what the draft says, never pasted as an order:
 * "apologise for the delay" → "I'm sorry for the delay.", "thank them for raising it" →
 * "Thank you for raising it.", "don't mention the budget" → nothing (it is a constraint).
 */
export function applied(instruction: string): string | null {
  const p = instruction
    .trim()
    .replace(/(?:\s*(?:,|\band\b|\bbut\b))+\s*$/i, '')
    .replace(/[.!]+$/, '');
  if (/^(?:do not|don't|never|avoid)\b/i.test(p)) return null;
  const rules: [RegExp, (m: RegExpMatchArray) => string][] = [
    [/^apologi[sz]e(?: to (?:them|him|her|everyone|the team))?(?: for (.+))?$/i, (m) => (m[1] ? `I'm sorry for ${m[1]}` : "I'm sorry")],
    [/^thank (?:them|him|her|everyone|the team)(?: for (.+))?$/i, (m) => (m[1] ? `Thank you for ${m[1]}` : 'Thank you')],
    [/^(?:promise|commit)(?: to)? (.+)$/i, (m) => `I commit to ${m[1]}`],
    [/^reassure (?:them|him|her|everyone|the team)(?: that)? (.+)$/i, (m) => m[1]!],
    [/^acknowledge(?: that)? (.+)$/i, (m) => `I recognise that ${m[1]}`],
    [/^invite (?:them|him|her|everyone|the team) to (.+)$/i, (m) => `You're welcome to ${m[1]}`],
    [/^encourage (?:them|him|her|everyone|the team) to (.+)$/i, (m) => `Please do ${m[1]}`],
    [/^ask (?:them|him|her|everyone|the team) (?:whether|if) (.+)$/i, (m) => `Could you tell me whether ${m[1]}?`],
    [/^ask (?:them|him|her|everyone|the team) (?:to )?(.+)$/i, (m) => `Could you ${m[1]}?`],
  ];
  for (const [re, say] of rules) {
    const m = p.match(re);
    if (m)
      return sentence(
        say(m)
          .replace(/\bthey\b/gi, 'you')
          .replace(/\btheir\b/gi, 'your')
          .replace(/\bthem\b/gi, 'you'),
      );
  }
  return sentence(p);
}

function sentence(s: string): string {
  const t = capitalize(s.trim().replace(/\s+/g, ' '));
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** "the VPN drops", "the Northwind deal": the insight's subject, ready to sit in a sentence. */
function subjectOf(text: string): string {
  const a = analyze(text);
  const s = subjectPhrase(a, nounPhrases(a));
  if (!s) return 'this';
  return /^(?:the|a|an|my|our|your|their|his|her|this|that)\b/i.test(s) ? s : `the ${s}`;
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const bang = (style: Style) => (style.exclamations && !style.formal ? '!' : '.');

/** A sentence from about-us that states what the organisation stands for, if there is one. */
export function valuesLine(aboutUs: string): string | null {
  const sentences = aboutUs.split(/(?<=[.!?])\s+/).map((s) => s.trim());
  const hit = sentences.find((s) => /\b(?:value|values|believe|mission|care|committed|commitment|pride|proud|priority|purpose)\b/i.test(s));
  return hit ? sentence(hit) : null;
}

function goalLine(style: Style, goal: string | null): string | null {
  if (!goal) return null;
  return voice(style, `This matters for one of our goals: ${lowerFirst(goal.replace(/[.!]+$/, ''))}.`);
}

export function draftReplyLocally(input: { insights: string[]; org: OrgAiContext; prompt?: string }): string {
  const d = readPrompt(input.prompt, styleOf(input.org.writingSample));
  const { style } = d;
  const many = input.insights.length > 1;
  const a = analyze(input.insights.join('\n'));
  const subject = subjectOf(input.insights[0] ?? '');
  // Tone and alarms as the pipeline reads them (trained heads): a complaint, sarcasm included,
  // never gets "great to hear".
  const readings = input.insights.map((t) => readInsight(t));
  const alarms = new Set(readings.flatMap((r) => r.alarms));
  const tone = readings.some((r) => r.tone === 'negative')
    ? 'negative'
    : readings.every((r) => r.tone === 'positive')
      ? 'positive'
      : 'neutral';
  const urgent = alarms.size > 0;

  const lines: string[] = [];
  lines.push(
    voice(
      style,
      style.formal ? `Thank you for sharing ${many ? 'your feedback' : 'this with me'}.` : `Thanks for raising this${bang(style)}`,
    ),
  );
  if (alarms.has('self_harm')) {
    lines.push(voice(style, SUPPORT_LINE));
  } else if (urgent) {
    lines.push(voice(style, "Your safety comes first. I'm treating this as urgent and acting on it today."));
  } else if (tone === 'negative') {
    lines.push(voice(style, `I'm sorry ${many ? 'this has been the experience for several of you' : "you've had to deal with this"}.`));
  } else if (tone === 'positive') {
    lines.push(voice(style, `It's great to hear about ${subject}${bang(style)}`));
  }
  if (!urgent && tone !== 'positive') {
    lines.push(voice(style, `Your feedback about ${subject} has been heard${many ? ' — thank you all for speaking up' : ''}.`));
  }
  if (d.content) lines.push(d.content);
  if (!d.brief) {
    const theme = primaryTheme(scoreThemes(a));
    const goal = goalLine(style, goalItBearsOn(a, input.org.goals));
    if (goal) lines.push(goal);
    // What the organisation says it stands for, when it speaks to this subject.
    const values = valuesLine(input.org.aboutUs);
    if (values && theme && themeOfText(values) === theme) lines.push(voice(style, `As we say about ourselves: ${lowerFirst(values)}`));
  }
  lines.push(
    voice(
      style,
      tone === 'positive'
        ? "I'll make sure the people involved hear this too."
        : "I'm looking into it with the right people and I'll update you here as soon as I know more.",
    ),
  );
  if (!d.brief) lines.push(voice(style, "If there's anything you'd like to add, just reply here — it stays anonymous."));
  return `${greeting(style, many ? 'all' : 'there')}\n\n${lines.join(' ')}\n\n${closing(style)}`;
}

/** What a reply to someone who may be at risk says first: where to turn, now. */
export const SUPPORT_LINE =
  "I'm really glad you told us, and you don't have to carry this alone. Please talk to someone you trust today, or contact our Employee Assistance Programme or a local helpline; if you are in immediate danger, call your local emergency number.";

export function draftDelegationLocally(input: { insight: string; org: OrgAiContext; prompt: string }): string {
  const d = readPrompt(input.prompt, styleOf(input.org.writingSample));
  const { style } = d;
  const a = analyze(input.insight);
  const subject = subjectOf(input.insight);
  const alarms = readInsight(input.insight).alarms;
  const urgent = alarms.length > 0;
  const excerpt = input.insight.length > 400 ? `${input.insight.slice(0, 397).trimEnd()}...` : input.insight;

  const lines: string[] = [];
  lines.push(
    voice(
      style,
      style.formal
        ? `I would like to ask you to look into an anonymous insight about ${subject}.`
        : `Could you take a look at an anonymous insight about ${subject}?`,
    ),
  );
  if (alarms.includes('self_harm'))
    lines.push(
      voice(style, 'The writer may be at risk of harming themselves: please treat it as urgent and make sure support is offered today.'),
    );
  else if (urgent) lines.push(voice(style, 'It describes a possible emergency, so please treat it as urgent.'));
  if (d.content) lines.push(d.content);
  const body = [lines.join(' '), `"${excerpt}"`];
  const goal = d.brief ? null : goalLine(style, goalItBearsOn(a, input.org.goals));
  if (goal) body.push(goal);
  body.push(
    voice(
      style,
      style.formal
        ? 'Please let me know your assessment and proposed next steps. The submitter is anonymous; please keep it that way.'
        : "Let me know what you find and what you'd suggest next. The submitter is anonymous, so please keep it that way.",
    ),
  );
  return `${greeting(style, 'there')}\n\n${body.join('\n\n')}\n\n${closing(style)}`;
}

/** What a reach-out asks about: "nights", "the expense tool"; null when nothing names it. */
function reachoutSubject(message: string, objective: string): string | null {
  const fromMessage = nounPhrases(analyze(message));
  const phrases = fromMessage.length > 0 ? fromMessage : nounPhrases(analyze(objective));
  const top = phrases[0];
  if (!top) return null;
  const words = top.words.map((w) => (/^[A-Z0-9&]{2,}$/.test(w.value) ? w.value : w.value.toLowerCase())).join(' ');
  return /s$/.test(words) ? words : `the ${words}`;
}

function reachoutTitle(subject: string | null): string {
  if (!subject) return 'We would like to hear from you';
  const title = `Your thoughts on ${subject}`;
  return title.length <= 80 ? title : `${title.slice(0, 77).trimEnd()}...`;
}

/** Tidies the leader's text: spacing, capitals at sentence starts, final punctuation. */
export function tidy(text: string): string {
  const t = text
    .trim()
    .replace(/[ \t]+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\bi\b/g, 'I')
    .replace(/(^|[.!?]\s+)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
    .trim();
  return t.length === 0 || /[.!?]$/.test(t)
    ? t
    : `${t}${/^(how|what|why|when|where|who|which|do|does|did|is|are|can|could|would|should|have|has)\b/i.test(t) ? '?' : '.'}`;
}

export function enhanceReachoutLocally(input: { message: string; objective: string; org: OrgAiContext }): EnhancedReachout {
  const style = styleOf(input.org.writingSample);
  const message = tidy(input.message);
  const objective = input.objective.trim().replace(/[.!]+$/, '');
  // The leader's words rewritten (open questions, no filler), not wrapped: context first, then the questions.
  const { context, questions } = rewriteReachout(message);
  const paragraphs: string[] = context.length > 0 ? [context.join(' ')] : [];
  const why: string[] = [];
  if (objective && !message.toLowerCase().includes(objective.toLowerCase())) {
    const aim = lowerFirst(objective).replace(/^(?:to|we want to|in order to)\s+/i, '');
    // "Understand how nights are going" reads after "we want to"; "Night shift morale" does not.
    const verbFirst = analyze(capitalize(aim)).tokens[0]?.pos === 'VERB';
    why.push(voice(style, verbFirst ? `We're asking because we want to ${aim}.` : `We're asking because we're focusing on ${aim}.`));
  }
  const about = analyze(`${message} ${objective}`);
  const goal = goalLine(style, goalItBearsOn(about, input.org.goals));
  if (goal) why.push(goal);
  const values = valuesLine(input.org.aboutUs);
  if (values) why.push(voice(style, `It matters to us: ${lowerFirst(values)}`));
  if (why.length > 0) paragraphs.push(why.join(' '));
  const subject = reachoutSubject(input.message, input.objective);
  // A message that asks nothing gets the open question it implies.
  if (questions.length === 0 && subject) questions.push(`What works well with ${subject} today, and what would you change?`);
  if (questions.length === 1) paragraphs.push(questions[0]!);
  else if (questions.length > 1) paragraphs.push(questions.map((q, i) => `${i + 1}. ${q}`).join('\n'));
  paragraphs.push(voice(style, 'Your answers are anonymous, so please be candid — every response is read by the leadership team.'));
  return {
    title: reachoutTitle(subject),
    message: `${greeting(style, 'team')}\n\n${paragraphs.join('\n\n')}\n\n${closing(style)}`,
  };
}
