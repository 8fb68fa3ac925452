import type { ImpactCategory } from '@voyce/contracts/ai';
import { BENEFIT, compileLexicon, GENERIC, list, matchLexicon, stemSet, SUGGESTION } from './lexicons.ts';
import { isName, WHO_WHEN, type NounPhrase } from './labels.ts';
import type { Analysis, Token } from './tokenize.ts';

/**
 * Impact (spec 1 §3, §9 name the levels gold, silver, bronze; their meaning is the one the OpenAI
 * provider is given, ai/openai/prompts.ts): gold is an actionable, specific, constructive
 * suggestion with a clear benefit; silver a specific issue or a useful observation; bronze is
 * vague, very short or venting.
 *
 * What sets them apart is substance, not length or topic: how many concrete details the answer
 * gives (named things, quantities, names, when it happens), less what it hedges ("fine", "I
 * guess", "nothing much"); whether it proposes something (a suggestion cue or an imperative
 * opening: "Put a water cooler on ...") and gives a reason or benefit for it. A theme word alone
 * ("our shift", "management") is a subject, not a detail: it no longer lifts a one-liner to silver.
 * Tuned on impact.tuning.fixture.ts and the demo's answers, measured on impact.held-out.fixture.ts,
 * which it must not be tuned on.
 */
export type ImpactInput = { analysis: Analysis; phrases: NounPhrase[]; themeScore: number; toneScore: number; abusive: boolean };

/** Answers that say the writer has nothing specific to say. */
const HEDGES = compileLexicon(
  [
    [
      1,
      `fine, ok, okay, alright, all good, i guess, i suppose, i do not know, idk, dunno, not sure, whatever, nothing much, not much,
       nothing to add, no comment, nothing to say, in general, generally, sometimes, it depends, depends, kind of, sort of, things,
       stuff, what can you do, it is what it is, as usual, as always, same as always, could be worse, could be better, anyway,
       meh, lol, good question`,
    ],
  ],
  'normal',
);
/** Sweeping words: in an angry answer without details they mark venting rather than a report. */
const ABSOLUTES = new Set(list(`never, nobody, always, ever, everything, nothing, everyone, anything, worst, all, anybody, noone`));
/** Words that give a reason for what is proposed or reported. */
const CAUSE = new Set(list(`because, so, since, otherwise, which, as, cause, coz, bc`));
/** Day, month and time-of-day words: when something happens is a detail. */
const WHEN = stemSet(
  list(`monday, tuesday, wednesday, thursday, friday, saturday, sunday, weekend, january, february, march, april, may, june, july,
  august, september, october, november, december, morning, afternoon, evening, night, overnight, summer, winter, spring, autumn`),
);
/** Opening verbs that do not propose anything ("Thanks", "Love it", "Keep it up"). */
const NOT_PROPOSING = stemSet(list(`thank, love, like, hate, keep, be, have, do, know, think, hope, feel, guess, say, see, let me`));
/** Words that may precede an imperative without changing it ("Please move ...", "Maybe add ..."). */
const SOFTENERS = new Set(list(`please, pls, plz, maybe, just, also, and, so, then, simply, perhaps`));

const isWordToken = (t: Token) => t.kind === 'word' || t.kind === 'number' || t.kind === 'time';
const isQuantity = (t: Token) => t.kind === 'number' || t.kind === 'time' || t.pos === 'NUM';

/** Concrete details: distinct named things, quantities of something, names and acronyms, times. */
export function details(a: Analysis, phrases: NounPhrase[]): number {
  let score = 0;
  const used = new Set<Token>();
  for (const p of phrases) {
    if (p.words.every((w) => GENERIC.has(w.stem))) continue;
    // Who or when ("customers", "my manager", "Friday evenings") is half a detail.
    if (p.words.every((w) => WHO_WHEN.has(w.stem) || GENERIC.has(w.stem))) score += 0.5;
    // labels.ts discounts a capitalised word as a person's name; at a sentence's start
    // ("Approvals for refunds take ...") the capital says nothing, so it is a thing here.
    else if (p.score >= 1 || p.words.every((w) => w.sentenceStart || !isName(w))) score += p.words.length > 1 ? 1.5 : 1;
    else continue;
    for (const w of p.words) used.add(w);
  }
  const tokens = a.tokens.filter(isWordToken);
  for (const [i, t] of tokens.entries()) {
    if (isQuantity(t)) {
      // "four days", "two more pallet jacks", "8am", "7:45": a number of something, or a time.
      const next = tokens.slice(i + 1, i + 4).find((n) => n.pos !== 'ADJ' && n.pos !== 'ADV');
      if (t.kind === 'time' || /\d[:.]\d|\d[a-z]/i.test(t.value) || next?.pos === 'NOUN' || next?.pos === 'PROPN' || next?.value === '%')
        score += 1;
      else if (/\d/.test(t.value)) score += 0.5;
    } else if (used.has(t)) continue;
    else if (WHEN.has(t.stem)) score += 0.5;
    // A name or an acronym mid-sentence ("Maria", "VPN", "Salesforce").
    else if (t.pos === 'PROPN' && !t.sentenceStart && /^[A-Z]/.test(t.value)) score += 1;
  }
  // "every day", "each shift": how often.
  for (const [i, t] of tokens.entries()) {
    if ((t.normal === 'every' || t.normal === 'each') && tokens[i + 1]?.pos === 'NOUN') score += 0.5;
  }
  return score;
}

/** A sentence that opens with a bare verb ("Put a water cooler ...", "Please move ..."): a proposal. */
function imperatives(a: Analysis): number {
  const bySentence = new Map<number, Token[]>();
  for (const t of a.tokens) {
    if (!isWordToken(t)) continue;
    const words = bySentence.get(t.sentence);
    if (words) words.push(t);
    else bySentence.set(t.sentence, [t]);
  }
  let n = 0;
  for (const words of bySentence.values()) {
    const first = words.find((t) => !SOFTENERS.has(t.normal));
    if (!first || first.pos !== 'VERB' || first.normal !== first.lemma || NOT_PROPOSING.has(first.stem)) continue;
    // An imperative has something to act on: "Buy two more pallet jacks", not "Go."
    if (words.length >= 4) n++;
  }
  return n;
}

export function impactSignals(i: ImpactInput) {
  const a = i.analysis;
  const words = a.tokens.filter(isWordToken);
  const suggestion =
    matchLexicon(SUGGESTION, a.tokens).reduce((s, h) => s + h.entry.weight, 0) +
    2 * imperatives(a) +
    (a.text.match(/\bwould rather\b/gi)?.length ?? 0) -
    // "A great idea" approves the question's idea; it proposes nothing of its own.
    (a.text.match(/\b(?:great|good|nice|brilliant|excellent|fine|cool|interesting) idea\b/gi)?.length ?? 0);
  const benefit = matchLexicon(BENEFIT, a.tokens).reduce((s, h) => s + h.entry.weight, 0);
  const hedges = matchLexicon(HEDGES, a.tokens).length;
  const absolutes = words.filter((t) => ABSOLUTES.has(t.normal)).length;
  const cause = words.some((t) => CAUSE.has(t.normal)) || /[;:]/.test(a.text);
  // More than one statement: the second usually says why or what follows ("..., we are always waiting").
  const clauses = a.sentences.length + (a.text.match(/[,;:]\s|\s(?:and|but|while)\s/gi)?.length ?? 0);
  const detail = details(a, i.phrases);
  return { suggestion, benefit, hedges, absolutes, cause, clauses, detail };
}

export function impactCategory(i: ImpactInput): ImpactCategory {
  const s = impactSignals(i);
  const a = i.analysis;
  // What is left once the hedging is taken off. A hedge before a clear proposal ("Not sure I
  // would use it, a mentoring programme would help me more") is not vagueness.
  const substance = s.detail - (s.suggestion >= 2 ? 0 : s.hedges);
  // Strong feeling, sweeping words and little to act on.
  const venting = i.toneScore <= -3 && s.absolutes > 0 && s.detail < 2.5;
  if (i.abusive || venting || a.wordCount < 5 || substance < 1.5) return 'bronze';
  const reasoned = s.benefit >= 1 || s.cause || a.sentences.length >= 2 || (s.clauses >= 2 && a.wordCount >= 12);
  // A clear proposal needs fewer details than a weak cue ("we need", "should") to be specific.
  const proposes = s.suggestion >= 2 ? substance >= 2.5 : s.suggestion >= 1 && substance >= 3;
  if (proposes && reasoned) return 'gold';
  return 'silver';
}
