import { GENERIC } from './lexicons.ts';
import { aboutTitle, clipLabel, display, isName, nounPhrases, WHO_WHEN } from './labels.ts';
import { isGoodTitle } from './title-quality.ts';
import { analyze, type Token } from './tokenize.ts';

/**
 * A topic's title names what its insights share, not what its first insight happened to open
 * with: the first of "Third month in a row my wages are short" made a topic "Month"; once two
 * more say "wages", the topic is "Wages". Titles settle while a topic is young (its first few
 * insights), so the cost stays small and leaders do not see a title change every day.
 */
const YOUNG_PROFILE = 1_500;
const MIN_SHARED = 2;
const MIN_SHARE = 0.34;

/** Shorthand for departments: where, like the departments' own names. */
const WHERE_SHORTHAND = new Set([
  'ops',
  'hr',
  'it',
  'dev',
  'devs',
  'eng',
  'finance',
  'support',
  'sales',
  'warehouse',
  'logistics',
  'marketing',
]);

/** A phrase that says what, not who, when or where ("Finance" titles a topic about anything Finance does). */
function saysWhat(words: Token[], where: Set<string>): boolean {
  if (words.every((w) => GENERIC.has(w.stem) || WHO_WHEN.has(w.stem))) return false;
  if (words.every((w) => where.has(w.normal) || WHERE_SHORTHAND.has(w.normal) || GENERIC.has(w.stem))) return false;
  return !words.every((w) => isName(w) || WHO_WHEN.has(w.stem));
}

/** Every part of a phrase that ends in a noun: "night shift rota" → "night shift", "shift rota", "rota", ... */
function spans(words: Token[]): Token[][] {
  const out: Token[][] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      const last = words[end - 1]!;
      if (last.pos === 'NOUN' || last.pos === 'PROPN') out.push(words.slice(start, end));
    }
  }
  return out;
}

/**
 * The phrase most of the texts share (a noun phrase or a part of it: "night shift rota"
 * counts for "night shift" and "rota" too), or null when none is shared by at least two and a
 * third of them.
 */
export function sharedSubject(texts: string[], where: Set<string> = new Set()): string | null {
  const seen = new Map<string, { texts: number; words: Token[] }>();
  for (const text of texts) {
    const keys = new Set<string>();
    for (const p of nounPhrases(analyze(text))) {
      for (const words of spans(p.words)) {
        const key = words.map((w) => w.stem).join(' ');
        if (keys.has(key) || !saysWhat(words, where)) continue;
        keys.add(key);
        const known = seen.get(key);
        if (known) known.texts++;
        else seen.set(key, { texts: 1, words });
      }
    }
  }
  // More texts first; at equal count the longer phrase says more ("night shift" over "shift").
  const shared = [...seen.values()]
    .filter((v) => v.texts >= Math.max(MIN_SHARED, texts.length * MIN_SHARE))
    .sort((x, y) => y.texts - x.texts || y.words.length - x.words.length);
  const best = shared[0];
  if (!best) return null;
  // A title names the subject in two to five words (isGoodTitle): a lone shared word ("wages")
  // takes what the texts say of it ("Wage problems"), and a title that fails is no title.
  const sentiment = texts.reduce((n, t) => n + analyze(t).sentiment, 0) / texts.length;
  const candidates = [display(best.words), ...(best.words.length === 1 ? [aboutTitle(best.words, sentiment)] : [])];
  for (const c of candidates) {
    const title = clipLabel(c.charAt(0).toUpperCase() + c.slice(1));
    if (isGoodTitle(title, where)) return title;
  }
  return null;
}

/**
 * The title a young ordinary topic should have now that `text` joins it (null: keep its own).
 * Only the insights speak: the profile's opening title is left out.
 */
export function retitle(topic: { label: string; profile: string }, text: string, where?: Set<string>): string | null {
  if (topic.profile.length > YOUNG_PROFILE) return null;
  // The profile opens with the title it was created with (the topic's label, or an earlier one).
  const body = topic.profile.startsWith(topic.label) ? topic.profile.slice(topic.label.length) : topic.profile;
  const parts = `${body}\n${text}`
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  const title = sharedSubject(parts, where);
  return title && title.toLowerCase() !== topic.label.toLowerCase() ? title : null;
}

/**
 * Other titles for a new topic whose own title an open topic already has (two open
 * topics never share a title, and never "Budget (2)"): the title with the insight's most
 * distinctive other phrase ("Budget for training"), then with a department it is about
 * ("Budget in Finance"), then with its theme. Each passes isGoodTitle; the pipeline takes the
 * first that no open topic has.
 */
export function distinctTitles(
  title: string,
  text: string,
  context: { departments?: string[]; theme?: string | null; where?: Set<string> } = {},
): string[] {
  const own = new Set(analyze(title).tokens.map((t) => t.stem));
  const where = context.where ?? new Set<string>();
  const out: string[] = [];
  const add = (candidate: string) => {
    const c = clipLabel(candidate);
    if (c.toLowerCase() !== title.toLowerCase() && !out.some((o) => o.toLowerCase() === c.toLowerCase()) && isGoodTitle(c, where))
      out.push(c);
  };
  const phrases = nounPhrases(analyze(text));
  const withPhrase = (p: (typeof phrases)[number]) => {
    // The phrase's own words: none the title has, none that only say who, when or filler.
    const words = p.words.filter((w) => !own.has(w.stem)).slice(-2);
    if (words.length === 0 || words.at(-1)!.pos === 'ADJ' || !saysWhat(words, where)) return;
    add(`${title} ${title.includes(' for ') ? 'and' : 'for'} ${display(words)}`);
  };
  // What the title's own phrase says more in the text ("training budget" -> "Budget for training"),
  // then where, then the text's other phrases, then its theme.
  for (const p of phrases) if (p.words.some((w) => own.has(w.stem))) withPhrase(p);
  for (const d of context.departments ?? []) add(`${title} in ${d}`);
  for (const p of phrases.slice(0, 4)) if (!p.words.some((w) => own.has(w.stem))) withPhrase(p);
  if (context.theme) add(`${title} in ${context.theme}`);
  return out;
}
