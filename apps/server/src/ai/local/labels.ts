import { TOPIC_LABEL_MAX } from '@voyce/contracts/ai';
import { GENERIC, list, stemSet } from './lexicons.ts';
import { THEMES } from './themes.ts';
import type { Analysis, Token } from './tokenize.ts';

/**
 * Topic labels and keywords from noun phrases: runs of adjectives and nouns ending in a
 * noun ("night shift staffing", "VPN access"). The best phrase names the subject; a problem
 * word from the same sentence ("broken", "keeps crashing") is put in front when the phrase
 * lacks one, which gives labels like "Broken VPN access" rather than just "VPN access".
 */
export type NounPhrase = { words: Token[]; key: string; score: number; sentence: number };

const NP_POS = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD_POS = new Set(['NOUN', 'PROPN']);
/** Adjectives that add nothing to a label. */
const EMPTY_ADJ = stemSet(
  list(`new, good, bad, other, same, whole, much, many, last, next, big, little, great, real, current, few, several, different,
  certain, main, own, only, entire, such, huge, constant, actual, total, proper, single, usual, recent, past, full, overall, general,
  massive, special, quick, enormous, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth`),
);
/** Nouns that name who or when, not what: a label of only these says little. */
export const WHO_WHEN = stemSet(
  list(`customer, manager, colleague, coworker, people, someone, staff, team, employee, agent, person, guy, thanks, thank, shout-out,
  week, day, month, year, morning, evening, afternoon, weekend, monday, tuesday, wednesday, thursday, friday, saturday, sunday,
  january, february, march, april, june, july, august, september, october, november, december,
  today, yesterday, tonight, lot, number, way, bit, everyone, nobody, anyone, half, rest, reason, hour, minute, news, idea`),
);
/** Stems that belong to some theme: phrases built on them are about something. */
const THEME_STEMS = new Set<string>();
for (const def of THEMES) for (const key of def.lexicon.index.keys()) THEME_STEMS.add(key);

/** Problem words that make a label specific, by stem. */
const QUALIFIERS = new Map<string, string>([
  ['broken', 'Broken'],
  ['broke', 'Broken'],
  ['slow', 'Slow'],
  ['miss', 'Missing'],
  ['late', 'Late'],
  ['unpaid', 'Unpaid'],
  ['unsaf', 'Unsafe'],
  ['block', 'Blocked'],
  ['cancel', 'Cancelled'],
  ['delay', 'Delayed'],
  ['outdat', 'Outdated'],
  ['faulti', 'Faulty'],
  ['dirti', 'Dirty'],
  ['noisi', 'Noisy'],
  ['unfair', 'Unfair'],
  ['inconsist', 'Inconsistent'],
  ['confus', 'Confusing'],
  ['crash', 'Crashing'],
  ['drop', 'Unreliable'],
  ['leak', 'Leaking'],
  ['overdu', 'Overdue'],
  ['understaf', 'Understaffed'],
  ['unreli', 'Unreliable'],
  ['unclear', 'Unclear'],
  ['lack', 'Lack of'],
  ['insuffici', 'Insufficient'],
  ['expens', 'Expensive'],
  ['freez', 'Freezing'],
  ['overcrowd', 'Overcrowded'],
  ['cramp', 'Cramped'],
]);

export function nounPhrases(a: Analysis): NounPhrase[] {
  const found = new Map<string, NounPhrase>();
  let opened = false;
  const flush = (run: Token[]) => {
    while (run.length > 0 && (!HEAD_POS.has(run.at(-1)!.pos) || GENERIC.has(run.at(-1)!.stem))) run.pop();
    while (run.length > 0 && EMPTY_ADJ.has(run[0]!.stem)) run.shift();
    const words = run.slice(-4);
    if (words.length === 0 || words.every((w) => GENERIC.has(w.stem))) return;
    const key = words.map((w) => w.stem).join(' ');
    let score = 0;
    for (const w of words) score += (GENERIC.has(w.stem) ? 0.2 : 1) + (THEME_STEMS.has(w.stem) ? 0.6 : 0);
    if (words.length > 1) score += 0.5;
    if (words.every((w) => WHO_WHEN.has(w.stem) || GENERIC.has(w.stem))) score *= 0.4;
    // A capitalised name alone ("Priya", "Thanks Sarah") is who, not what: a topic titled by a
    // first name names a person. Acronyms ("VPN", "SAP") stay: they are what.
    else if (words.every((w) => isName(w) || WHO_WHEN.has(w.stem))) score *= 0.2;
    // Feedback usually opens with its subject ("The VPN drops every evening ...").
    else if (!opened && words[0]!.sentence === 0) {
      score += 1.2;
      opened = true;
    }
    const prev = found.get(key);
    if (prev) prev.score += 0.5 * score;
    else found.set(key, { words, key, score, sentence: words[0]!.sentence });
  };
  let run: Token[] = [];
  for (const t of a.tokens) {
    const fits =
      t.kind === 'word' && !t.stop && (NP_POS.has(t.pos) || (t.pos === 'VERB' && t.normal.endsWith('ing'))) && t.normal.length > 1;
    if (fits && (run.length === 0 || run.at(-1)!.sentence === t.sentence)) run.push(t);
    else {
      flush(run);
      run = fits ? [t] : [];
    }
  }
  flush(run);
  return [...found.values()].sort((x, y) => y.score - x.score);
}

export const isName = (w: Token) => w.pos === 'PROPN' && /^[A-Z][a-z]/.test(w.value);

/** Acronyms and names keep their capitals; a capital that only starts a sentence does not. */
export function display(words: Token[]): string {
  return words
    .map((w) =>
      /^[A-Z0-9&]{2,}$/.test(w.value) || (w.pos === 'PROPN' && /^[A-Z]/.test(w.value) && !w.sentenceStart)
        ? w.value
        : w.value.toLowerCase(),
    )
    .join(' ');
}

const COPULA = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'keeps', 'keep', 'still', 'so', 'too', 'always', 'constantly']);

/** True when no noun comes before the phrase in its sentence, so the phrase is the subject. */
function isFirstPhrase(a: Analysis, first: number, sentenceStart: number): boolean {
  for (let i = sentenceStart; i < first; i++) if (HEAD_POS.has(a.tokens[i]!.pos)) return false;
  return true;
}

/** The nearest problem word in the phrase's sentence, unless it describes some other noun ("late shift"). */
function qualifierFor(a: Analysis, np: NounPhrase): string | null {
  const stems = new Set(np.words.map((w) => w.stem));
  if (QUALIFIERS.has(np.words[0]!.stem)) return null;
  const sentence = a.sentences[np.sentence];
  if (!sentence) return null;
  const first = a.tokens.indexOf(np.words[0]!);
  const last = a.tokens.indexOf(np.words.at(-1)!);
  let best: { text: string; distance: number } | null = null;
  for (let i = sentence.start; i <= sentence.end; i++) {
    const t = a.tokens[i]!;
    if (i >= first && i <= last) continue;
    let text = QUALIFIERS.get(t.stem) ?? null;
    // "is not working", "does not work": broken, however it is said.
    if (!text && (t.stem === 'work' || t.stem === 'function') && a.tokens[i - 1]?.normal === 'not') text = 'Broken';
    if (!text || t.negated || stems.has(t.stem)) continue;
    const next = a.tokens[i + 1];
    if (next && HEAD_POS.has(next.pos) && (i + 1 < first || i + 1 > last)) continue;
    const distance = i < first ? first - i : i - last;
    // "The chairs on the fourth floor are broken": after a copula it describes the sentence's subject.
    const predicative = i > last && COPULA.has(a.tokens[i - 1]?.normal ?? '') && isFirstPhrase(a, first, sentence.start);
    if (distance > 4 && !predicative) continue;
    if (!best || distance < best.distance) best = { text, distance };
  }
  return best?.text ?? null;
}

export function clipLabel(label: string): string {
  if (label.length <= TOPIC_LABEL_MAX) return label;
  const cut = label.slice(0, TOPIC_LABEL_MAX + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

/** The subject as it reads inside a sentence ("broken VPN access", "the Northwind deal" keeps its name). */
export function subjectPhrase(a: Analysis, phrases: NounPhrase[]): string | null {
  const top = phrases[0];
  if (!top) return null;
  const body = display(top.words);
  const q = qualifierFor(a, top);
  return q ? `${q.toLowerCase()} ${body}` : body;
}

export function buildLabel(a: Analysis, phrases: NounPhrase[], theme: string | null): string {
  const subject = subjectPhrase(a, phrases);
  if (!subject) return theme ? `${theme} feedback` : 'General feedback';
  return clipLabel(subject.charAt(0).toUpperCase() + subject.slice(1));
}

export function keywordsOf(phrases: NounPhrase[], max = 6): string[] {
  const out: string[] = [];
  for (const p of phrases) {
    const text = display(p.words).toLowerCase();
    if (!out.includes(text)) out.push(text);
    if (out.length >= max) break;
  }
  return out;
}
