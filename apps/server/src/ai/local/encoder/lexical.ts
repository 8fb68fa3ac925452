/**
 * The words and word pairs of a text, beside its encoder vector. The encoder's 512 numbers blur
 * the words that make a line a crime or harassment ("cash in hand", "off the books", "kickback",
 * "corner me"): out of fold by sector, a head reading both raised crime's recall at the same cost
 * on ordinary lines from 0.51 to 0.67, and read across writers (trained without one blind writer,
 * scored on that writer's lines) it still gained on four kinds of five. The heads weigh each term
 * they learnt (the lexicon: terms in three or more training lines), at `weight` over the square
 * root of the text's known terms, so a long text is not louder than a short one.
 */
export type Lexicon = { terms: string[]; weight: number };

/** The text's known terms (indices into the lexicon) and the value each carries. */
export type LexicalFeatures = { at: Int32Array; value: number };

export const NO_TERMS: LexicalFeatures = { at: new Int32Array(0), value: 0 };

/** Lower-case words (letters of any script, an apostrophe inside a word) and adjacent pairs, each once. */
export function lexicalTerms(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .match(/\p{L}+(?:'\p{L}+)*/gu) ?? [];
  const out = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) out.add(`${words[i]} ${words[i + 1]}`);
  return [...out];
}

export function lexicalFeatures(text: string, index: ReadonlyMap<string, number>, weight: number): LexicalFeatures {
  const at = lexicalTerms(text)
    .map((t) => index.get(t))
    .filter((i): i is number => i !== undefined)
    .sort((a, b) => a - b);
  return at.length ? { at: Int32Array.from(at), value: weight / Math.sqrt(at.length) } : NO_TERMS;
}
