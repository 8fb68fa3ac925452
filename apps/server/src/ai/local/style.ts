/**
 * The voice of an organisation's writing sample (spec 2: AI settings, Writing Sample), reduced
 * to what templates can use: how they greet, how they sign off, whether they use
 * contractions and exclamation marks, and how formal they are. Drafts built
 * from a chatty sample read chatty; drafts from a formal one read formal.
 */
export type Style = {
  /** "Hi", "Hello", "Hey", "Dear", "Good morning" ... */
  greetingWord: string;
  /** The sample's own sign-off line ("Cheers,"), or a default for its register. */
  signOff: string;
  /** The line under the sign-off, usually a name or a team. */
  signature: string | null;
  formal: boolean;
  contractions: boolean;
  exclamations: boolean;
};

const GREETING = /^(hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|morning|greetings|howdy|hi there|hello there)\b/i;
const SIGN_OFF =
  /^(cheers|thanks|thank you|many thanks|thanks again|best|best wishes|best regards|kind regards|warm regards|regards|warmly|all the best|take care|sincerely|yours sincerely|talk soon|onwards|with gratitude|speak soon)\b[^a-z]*$/i;
const CONTRACTION =
  /\b(?:i'm|we're|you're|it's|don't|can't|won't|isn't|aren't|we've|i've|let's|that's|there's|we'll|i'll|you'll|didn't|doesn't)\b/gi;

export const DEFAULT_STYLE: Style = {
  greetingWord: 'Hi',
  signOff: 'Thank you,',
  signature: null,
  formal: false,
  contractions: true,
  exclamations: false,
};

export function styleOf(sample: string): Style {
  const text = sample
    .replace(/\r/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  if (text.length < 20) return DEFAULT_STYLE;
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const greetingMatch = GREETING.exec(lines[0] ?? '');
  let signOff: string | null = null;
  let signature: string | null = null;
  for (let i = lines.length - 1; i >= Math.max(0, lines.length - 3); i--) {
    if (SIGN_OFF.test(lines[i]!)) {
      signOff = lines[i]!.replace(/[.!]*$/, '').replace(/,?$/, ',');
      const after = lines[i + 1];
      if (after && after.length <= 40) signature = after;
      break;
    }
  }
  const body = lines.join(' ');
  const sentences = body.split(/[.!?]+\s/).filter((s) => s.trim().length > 0);
  const words = body.split(/\s+/).length;
  const contractions = (body.match(CONTRACTION) ?? []).length;
  const exclamations = (body.match(/!/g) ?? []).length;
  const formalMarkers =
    /\b(?:dear|regards|sincerely|furthermore|therefore|kindly|please be advised|we would like to|i would like to)\b/i.test(body);
  const formal = formalMarkers || (contractions === 0 && words > 40);
  const greetingWord = greetingMatch ? capitalize(greetingMatch[1]!.toLowerCase()) : formal ? 'Dear' : 'Hi';
  return {
    greetingWord,
    signOff: signOff ?? (formal ? 'Kind regards,' : 'Thanks,'),
    signature,
    formal,
    contractions: contractions > 0 && !formalMarkers,
    exclamations: exclamations > 0 && exclamations / Math.max(1, sentences.length) >= 0.2,
  };
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Hi there," / "Dear colleague," / "Hey team!" — the sample's greeting word, our addressee. */
export function greeting(style: Style, who: string): string {
  const name = style.greetingWord === 'Dear' && who === 'there' ? 'colleague' : who;
  return `${style.greetingWord} ${name}${style.exclamations && !style.formal ? '!' : ','}`;
}

const EXPANSIONS: [RegExp, string][] = [
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(\w+)n't\b/gi, '$1 not'],
  [/\bI'm\b/g, 'I am'],
  [/\blet's\b/gi, 'let us'],
  [/\b(it|that|there|what|here)'s\b/gi, '$1 is'],
  [/\b(\w+)'ll\b/gi, '$1 will'],
  [/\b(\w+)'ve\b/gi, '$1 have'],
  [/\b(\w+)'re\b/gi, '$1 are'],
  [/\b(\w+)'d\b/gi, '$1 would'],
];

/** Applies the sample's contraction habit to a template sentence written with contractions. */
export function voice(style: Style, sentence: string): string {
  if (style.contractions) return sentence;
  let out = sentence;
  for (const [re, to] of EXPANSIONS) out = out.replace(re, to);
  return out;
}

export function closing(style: Style): string {
  return style.signature ? `${style.signOff}\n${style.signature}` : style.signOff;
}
