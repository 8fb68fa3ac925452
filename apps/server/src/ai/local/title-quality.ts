import { TOPIC_LABEL_MAX } from '@voyce/contracts/ai';
import { GENERIC } from './lexicons.ts';
import { STOP_WORDS } from './stop-words.ts';
import { analyze, type Token } from './tokenize.ts';

/**
 * What a topic title must be before a leader sees it: it names the subject in two to
 * five words. "End", "Path" and "Reps." were titles once; so was "Hours qualifying junk", a
 * noun, a verb and a noun cut from "We waste hours qualifying junk". A title that fails here is
 * never shown: buildLabel and retitle try their next candidate.
 */
export const TITLE_MIN_WORDS = 2;
export const TITLE_MAX_WORDS = 5;

/** Words that say who or when, not what ("Manager", "Monday"): a title of only these names nothing. */
const WHO_WHEN_WORDS = new Set(
  `customer customers manager managers colleague colleagues coworker people someone staff team employee employees agent person
  guy guys thanks shout-out week weeks day days month months year years morning evening afternoon weekend monday tuesday
  wednesday thursday friday saturday sunday today yesterday tonight lot number way bit everyone nobody anyone half rest reason
  hour hours minute minutes news idea feedback concerns problems praise`.split(/\s+/),
);

/** Words a title never opens with: it would be a piece of a sentence ("The rota", "I'm"). */
const FUNCTION_WORDS = new Set(
  `a an the my our your their his her its this that these those of in on at for to from with by and or but so is are was were be
  i me we you they he she it them us not no`.split(/\s+/),
);

/** Words of a title: a hyphenated compound ("Month-end") is one word. */
export const titleWords = (title: string): string[] => title.split(/\s+/).filter(Boolean);

const isNounish = (t: Token) => t.pos === 'NOUN' || t.pos === 'PROPN';

export function isGoodTitle(title: string, where: Set<string> = new Set()): boolean {
  if (title !== title.trim() || title.length === 0 || title.length > TOPIC_LABEL_MAX) return false;
  const words = titleWords(title);
  if (words.length < TITLE_MIN_WORDS || words.length > TITLE_MAX_WORDS) return false;
  if (!/^\p{Lu}/u.test(title)) return false;
  // A trailing dot, comma or bracket is a sentence cut short ("Reps.").
  if (/[\p{P}\p{S}]$/u.test(title)) return false;
  const lower = words.map((w) => w.toLowerCase());
  if (FUNCTION_WORDS.has(lower[0]!) || lower[0]!.includes("'")) return false;
  // Something must say what: not only function words, fillers, places, people or days.
  const says = lower.some((w) => !STOP_WORDS.has(w) && !WHO_WHEN_WORDS.has(w) && !where.has(w) && !/^\d/.test(w) && w.length > 1);
  if (!says) return false;
  // Read with a lower-case first letter: a capital there makes wink read any word as a name.
  const tokens = analyze(title.charAt(0).toLowerCase() + title.slice(1)).tokens.filter((t) => t.kind !== 'punctuation');
  if (!tokens.some(isNounish)) return false;
  if (tokens.every((t) => GENERIC.has(t.stem) || t.stop)) return false;
  // A participle straight after a noun is that noun's verb: the title dangles ("Hours qualifying
  // junk"); after a preposition it describes ("Refunds for cancelled memberships"). Other verbs
  // are not judged out of context: alone, wink reads "replies" in "Slow customer replies" as one.
  const dangling = (t: Token, i: number) =>
    t.pos === 'AUX' || (t.pos === 'VERB' && /(?:ing|ed)$/.test(t.normal) && i > 0 && isNounish(tokens[i - 1]!));
  if (tokens.some(dangling)) return false;
  return true;
}
