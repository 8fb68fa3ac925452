import { TOPIC_LABEL_MAX } from '@voyce/contracts/ai';
import { GENERIC, list, stemSet } from './lexicons.ts';
import { THEMES } from './themes.ts';
import { isGoodTitle, TITLE_MAX_WORDS } from './title-quality.ts';
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
/** Nouns that name who or when, not what, and idioms' nouns ("end of my rope", "in a row"): a label of only these says little. */
export const WHO_WHEN = stemSet(
  list(`customer, manager, colleague, coworker, people, someone, staff, team, employee, agent, person, guy, thanks, thank, shout-out,
  week, day, month, year, morning, evening, afternoon, weekend, monday, tuesday, wednesday, thursday, friday, saturday, sunday,
  january, february, march, april, june, july, august, september, october, november, december,
  today, yesterday, tonight, lot, number, way, bit, everyone, nobody, anyone, half, rest, reason, hour, minute, news, idea,
  end, point, fact, matter, case, side, part, row`),
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
  const tokens = a.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    // "Month-end close": a hyphen between two words, with no space, keeps the run going.
    if (t.value === '-' && run.length > 0 && isHyphenJoin(a, i)) continue;
    const fits =
      t.kind === 'word' && !t.stop && !isContraction(t) && t.normal.length > 1 && (NP_POS.has(t.pos) || isGerundModifier(t, prev, run));
    if (fits && (run.length === 0 || run.at(-1)!.sentence === t.sentence)) {
      if (prev?.value === '-' && run.length > 0) HYPHENATED.add(t);
      run.push(t);
    } else {
      flush(run);
      run = fits ? [t] : [];
    }
  }
  flush(run);
  return [...found.values()].sort((x, y) => y.score - x.score);
}

/** Words written joined to the one before by a hyphen ("end" of "Month-end"). */
const HYPHENATED = new WeakSet<Token>();

/** True when the hyphen at `i` joins two words with no space ("month-end"), not a dash between clauses. */
function isHyphenJoin(a: Analysis, i: number): boolean {
  const before = a.tokens[i - 1];
  const after = a.tokens[i + 1];
  if (!before || !after || after.kind !== 'word') return false;
  return new RegExp(`${escape(before.value)}-${escape(after.value)}`).test(a.text);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "I'm", "we've": wink keeps some as one proper-noun token, which once made a topic "I'm". */
const isContraction = (t: Token) => /^(?:i|you|we|they|he|she|it|that|there)'/i.test(t.value.replace('’', "'"));

/**
 * An -ing word names a kind of thing only before a noun, after an article or an adjective or at
 * the start ("the booking app", "cleaning contractor"); after a noun or a verb it is the verb of
 * the sentence ("hours qualifying junk", "keeps wearing long sleeves", "dealing steroids").
 */
function isGerundModifier(t: Token, prev: Token | undefined, run: Token[]): boolean {
  if (t.pos !== 'VERB' || !t.normal.endsWith('ing') || run.length > 0) return false;
  if (!prev || prev.sentence !== t.sentence) return true;
  return !VERB_CONTEXT.has(prev.pos) && !SUBJECT_PRONOUNS.has(prev.normal);
}
const VERB_CONTEXT = new Set(['NOUN', 'PROPN', 'VERB', 'AUX', 'ADV']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it', 'who', 'someone', 'somebody', 'everyone', 'nobody']);

export const isName = (w: Token) => w.pos === 'PROPN' && /^[A-Z][a-z]/.test(w.value);

/** Acronyms and names keep their capitals; a capital that only starts a sentence does not. */
export function display(words: Token[]): string {
  let out = '';
  for (const w of words) {
    // "reps." keeps its sentence's full stop in wink's token: a title never ends in one.
    const value = w.value.replace(/\.+$/, '');
    const text =
      /^[A-Z0-9&]{2,}$/.test(value) || (w.pos === 'PROPN' && /^[A-Z]/.test(value) && !w.sentenceStart) ? value : value.toLowerCase();
    out += out === '' ? text : HYPHENATED.has(w) ? `-${text}` : ` ${text}`;
  }
  return out;
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

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The topic title: the first candidate that isGoodTitle accepts (two to five words naming the
 * subject). In order: the subject with its problem word ("Broken VPN access"); a one-word
 * subject with what the sentence says it is of, for or in ("Heat in Studio 2"); another phrase
 * of the insight nearly as central; the one word with what is said about it ("Rota problems");
 * the theme ("Facilities feedback").
 */
export function buildLabel(a: Analysis, phrases: NounPhrase[], theme: string | null, where?: Set<string>): string {
  for (const candidate of labelCandidates(a, phrases)) {
    const title = clipLabel(capital(candidate));
    if (isGoodTitle(title, where)) return title;
  }
  return theme ? `${theme} feedback` : 'General feedback';
}

function* labelCandidates(a: Analysis, phrases: NounPhrase[]): Generator<string> {
  const top = phrases[0];
  if (!top) return;
  const subject = subjectPhrase(a, phrases)!;
  yield fitWords(subject);
  if (top.words.length === 1) {
    const complement = complementOf(a, top);
    if (complement) yield `${subject} ${complement}`;
  }
  const others = phrases.slice(1).filter((p) => p.words.length > 1);
  for (const p of others) if (p.score >= top.score * 0.75) yield display(p.words);
  yield `${aboutWord(a, top)}`;
  for (const p of others) yield display(p.words);
}

/** At most five words: the head of a long phrase stays ("Lack of night shift cover staff" loses its first noun). */
function fitWords(text: string): string {
  const words = text.split(' ');
  if (words.length <= TITLE_MAX_WORDS) return text;
  const lead = text.startsWith('lack of ') || text.startsWith('Lack of ') ? 2 : 1;
  return [...words.slice(0, lead), ...words.slice(words.length - (TITLE_MAX_WORDS - lead))].join(' ');
}

const COMPLEMENT_ADP = new Set(['of', 'for', 'in', 'on', 'at', 'from', 'with', 'about']);

/** "in Studio 2" after "heat", "for personal training" after "commission": what a lone noun is of, for or in. */
function complementOf(a: Analysis, np: NounPhrase): string | null {
  const at = a.tokens.indexOf(np.words.at(-1)!);
  const adp = a.tokens[at + 1];
  if (!adp || !COMPLEMENT_ADP.has(adp.normal) || adp.sentence !== np.words[0]!.sentence) return null;
  let i = at + 2;
  if (a.tokens[i]?.normal === 'the') i++;
  const words: Token[] = [];
  while (i < a.tokens.length && words.length < 3) {
    const t = a.tokens[i]!;
    // "cancelled memberships": a participle before a noun describes it.
    const participle = t.pos === 'VERB' && /ed$/.test(t.normal) && HEAD_POS.has(a.tokens[i + 1]?.pos ?? '');
    if (t.sentence !== adp.sentence || t.stop || !(NP_POS.has(t.pos) || participle || (t.kind === 'number' && words.length > 0))) break;
    words.push(t);
    i++;
  }
  while (words.length > 0 && !HEAD_POS.has(words.at(-1)!.pos) && words.at(-1)!.kind !== 'number') words.pop();
  if (words.length === 0 || words.every((w) => WHO_WHEN.has(w.stem) || GENERIC.has(w.stem))) return null;
  return `${adp.normal} ${display(words)}`;
}

/**
 * A lone noun with what the insight says about it: "Rota problems" when it plainly complains,
 * else "Feedback on uniform" (a misread compliment titled "Praise for ..." would be worse than plain).
 */
function aboutWord(a: Analysis, np: NounPhrase): string {
  return aboutTitle(np.words, a.sentiment);
}

/**
 * "Rota problems" for a plain complaint, else "Feedback on wages". The word stays as written: its
 * lemma can change the sense ("sales" -> "sale").
 */
export function aboutTitle(words: Token[], sentiment: number): string {
  return sentiment < -0.2 ? `${display(words)} problems` : `Feedback on ${display(words)}`;
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
