/**
 * Word tokens as the embeddings spell them (GloVe-style, lower case): letters and digits, with
 * contractions split the way the vectors were trained ("don't" → "do", "n't"; "I'm" → "i", "'m").
 * One tokenizer for the vocabulary build, training and run time, so a word means the same
 * thing in all three. Apostrophe-less forms people type on phones ("dont", "im") are mapped too.
 */
const BARE_CONTRACTIONS: Record<string, [string, string]> = {
  dont: ['do', "n't"],
  doesnt: ['does', "n't"],
  didnt: ['did', "n't"],
  cant: ['ca', "n't"],
  wont: ['wo', "n't"],
  isnt: ['is', "n't"],
  arent: ['are', "n't"],
  wasnt: ['was', "n't"],
  werent: ['were', "n't"],
  couldnt: ['could', "n't"],
  wouldnt: ['would', "n't"],
  shouldnt: ['should', "n't"],
  havent: ['have', "n't"],
  hasnt: ['has', "n't"],
  im: ['i', "'m"],
  ive: ['i', "'ve"],
  youre: ['you', "'re"],
  theyre: ['they', "'re"],
};

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

export function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const w = m[0].replace('’', "'");
    const bare = BARE_CONTRACTIONS[w];
    if (bare) {
      out.push(bare[0], bare[1]);
      continue;
    }
    const apos = w.indexOf("'");
    if (apos < 0) {
      out.push(w);
    } else if (w.endsWith("n't") && apos === w.length - 2) {
      out.push(w.slice(0, -3), "n't");
    } else {
      out.push(w.slice(0, apos), w.slice(apos));
    }
  }
  return out;
}
