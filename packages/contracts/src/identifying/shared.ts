/**
 * Pieces every language's identifying rules are built from. JavaScript's \b only knows ASCII
 * letters, so word edges here are Unicode letters ("é", "ł", "ș", Arabic). Every repeat is
 * bounded: the editor runs these on each (deferred) keystroke of a 5,000-character text.
 */

/** What a language contributes: its own name finder and one pattern per kind it knows. */
export interface LanguageRules {
  /** Capitalised words that open sentences or sign-offs, never a person's own name ("Saludos"). */
  notNames: ReadonlySet<string>;
  /** The writer's own name: a self-introduction or a sign-off. */
  ownName(text: string): boolean;
  staffNumber: Pattern;
  trait: Pattern;
  uniqueRole: Pattern;
  tenure: Pattern;
  age: Pattern;
  health: Pattern;
  event: Pattern;
}

/**
 * The letters of MyVoyce's languages once lower-cased: Latin with its accents (é, ł, ș, ß) and
 * Arabic. A short class instead of \p{L}: V8 compiles every bounded repeat of \p{L} (thousands of
 * ranges) into its own code, which made the first keystroke wait half a second.
 */
const LETTERS = 'a-z\\u00c0-\\u024f\\u0600-\\u06ff';
export const L = `[${LETTERS}]`;
/** Start and end of a word. */
export const B = `(?<![${LETTERS}0-9_])`;
export const E = `(?![${LETTERS}0-9_])`;

/**
 * Lower case without accents: writers on phones often skip them ("entre en la empresa", "ja
 * nao aguento", "am venit in firma"), so text and patterns are both folded. Letters that are not
 * an accent plus a base letter (ł, ß, Arabic) stay as they are, and so does the ogonek: Polish
 * "pracuję" (I work) and "pracuje" (he works) differ only by it.
 */
export const foldedForPatterns = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u0327\u0329-\u036f]/g, '')
    .normalize('NFC');

/** Something said about the writer, in one of several phrasings. */
export interface Pattern {
  test(text: string): boolean;
}

/**
 * A pattern from alternatives, matched against the lower-cased text (see `identifyingHints`): its
 * letters are lower-cased and \\p{L} / \\p{Lu} become the short letter class, so no /i flag. Each
 * alternative stays its own RegExp: V8 compiles one joined alternation several times slower.
 */
export const anyOf = (parts: readonly string[]): Pattern => {
  const regexes = parts.map(
    (part) =>
      new RegExp(
        part.replace(/\\p\{Lu?\}|\\u[0-9a-fA-F]{4}|\\.|[^\\]+/g, (piece) =>
          piece.startsWith('\\p') ? L : piece.startsWith('\\') ? piece : foldedForPatterns(piece),
        ),
        'u',
      ),
  );
  return { test: (text) => regexes.some((regex) => regex.test(text)) };
};

/** An age a writer gives for themselves: 16 to 85. */
export const AGE_DIGITS = '(?:1[6-9]|[2-7]\\d|8[0-5])';
/** A count of years or months in digits, possibly "10+". */
export const DIGITS = '\\d{1,2}\\+?';

/** Up to `max` words between two anchors, never crossing a sentence. */
export const WORDS = (max: number) => `(?:[^\\s.!?\\n]{1,25}\\s{1,3}){0,${max}}`;
/** Up to `max` characters in the same sentence. */
export const GAP = (max: number) => `[^.!?\\n]{0,${max}}`;

/** A capitalised word that could be a first name: "Marta", "Łukasz", "Élodie", "Jean-Luc". */
const CAPITALISED = /^\p{Lu}\p{Ll}{1,19}(?:-\p{Lu}\p{Ll}{1,19})?$/u;
export const NAME_WORD = "([A-Za-z\\u00c0-\\u024f][A-Za-z\\u00c0-\\u024f'-]{1,30})";

/** A first name (and maybe a last name or initial) that is no word in `notNames`. */
export function isPersonName(first: string | undefined, last: string | undefined, notNames: ReadonlySet<string>) {
  if (!first || !CAPITALISED.test(first) || notNames.has(first.toLowerCase())) return false;
  if (!last) return true;
  return /^\p{Lu}\.?$/u.test(last) || (CAPITALISED.test(last) && !notNames.has(last.toLowerCase()));
}

/** Words from a space-separated list, lower-cased, for a not-a-name set. */
export const wordSet = (list: string) => new Set(list.toLowerCase().split(/\s+/).filter(Boolean));

/**
 * A name finder from self-introductions ("me llamo Marta") and sign-off words at the end
 * ("Saludos, Marta"). `after` lists words that may follow a name in an introduction
 * ("soy Marta de logística"). `plain` introductions are unmistakable enough to take a name
 * written in small letters ("me llamo lucia"); `opening` ones only at the start of the text
 * ("hier ist jana, ...").
 */
export function nameFinder(opts: {
  intro: string;
  after: string;
  signOff: string;
  notNames: ReadonlySet<string>;
  plain?: string;
  opening?: string;
}) {
  const intro = new RegExp(
    `${B}(?:${opts.intro})\\s{1,3}${NAME_WORD}(?:\\s{1,3}${NAME_WORD})?(?=\\s{0,3}(?:[,.!:;)(\\n–—-]|$)|\\s{1,3}(?:${opts.after})${E})`,
    'gi',
  );
  const small = `${NAME_WORD}(?=\\s{0,3}(?:[,.!:;)(\\n–—-]|$)|\\s{1,3}(?:${opts.after})${E})`;
  const leads = [
    opts.plain && `${B}(?:${opts.plain})`,
    opts.opening && `^\\s{0,3}(?:\\p{L}{2,10}[,!]?\\s{1,3})?(?:${opts.opening})`,
  ].filter(Boolean);
  const plain = new RegExp(`(?:${leads.join('|') || '(?!)'})\\s{1,3}${small}`, 'giu');
  const signOff = new RegExp(
    `(?:^|[\\s.!?,])(?:${opts.signOff})\\s{0,3}(?:[,.!:–—-]{1,3}|\\n)\\s{0,3}${NAME_WORD}(?:\\s{1,3}${NAME_WORD})?\\s{0,3}[.!)]{0,3}\\s{0,3}$`,
    'i',
  );
  const smallName = (word: string | undefined) => !!word && /^[a-z\\u00e0-\\u024f]{3,20}$/u.test(word) && !opts.notNames.has(word);
  return (text: string) => {
    // The optional second word only lets "Marta García, de logística" end where the name ends.
    for (const m of text.matchAll(intro)) if (isPersonName(m[1], undefined, opts.notNames)) return true;
    for (const m of text.matchAll(plain)) if (isPersonName(m[1], undefined, opts.notNames) || smallName(m[1])) return true;
    const s = signOff.exec(text);
    return !!s && isPersonName(s[1], s[2], opts.notNames);
  };
}
