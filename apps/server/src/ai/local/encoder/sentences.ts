/**
 * The sentences of an insight that the emergency heads read one by one. An emergency is often
 * one sentence inside an ordinary insight ("Rota is late again. Also Dave said he'd wait for me
 * in the car park after shift."); the whole text's vector averages it away among the rest, so
 * each sentence is scored too and the highest score of a kind counts (thresholds chosen on those
 * maxima, out of fold: ai-model/train-encoder.ts).
 *
 * Only texts of two or more sentences have any; a sentence of fewer than MIN_WORDS words says too
 * little to be read alone ("Thanks."), and at most MAX_SENTENCES are read (a long text costs
 * each of them an encoder pass).
 */
export const MIN_WORDS = 3;
export const MAX_SENTENCES = 8;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

export function emergencySentences(text: string): string[] {
  const parts = text
    // A sentence ends at . ! ? … (not inside "e.g." or "3.5") and at a line break or a dash between clauses.
    .split(/(?<=[.!?…])\s+(?=\S)|\n+|\s+[-–—]\s+|;\s+/)
    .map((s) => s.trim())
    .filter((s) => words(s) >= MIN_WORDS);
  if (parts.length < 2) return [];
  return parts.slice(0, MAX_SENTENCES);
}
