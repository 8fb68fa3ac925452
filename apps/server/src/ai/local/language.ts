import { franc } from 'franc-min';
import { embeddings } from './model/embeddings.ts';

/**
 * Which language an insight is written in, so that nothing but English is classified as if it
 * were English. Short texts defeat trigram detectors (franc calls "pay is late again" Scots), so
 * function words decide first: every language leans on a few dozen of them ("the", "und",
 * "que"), and even a one-liner has some. franc (trigrams, maintained by wooorm) decides when no
 * function word does. 'en' when nothing tells: a leader reads it either way.
 */
const FUNCTION_WORDS: Record<string, string> = {
  en: 'a the and is are was were to of in it i my me we our you your not no for on with this that be have has had they he she at but so do does did just can will would there what about from an or if all very too one still been by get got us them their its who why how when which because again never only',
  es: 'el la los las que es y en un una por con para del al lo no se su mi me nos pero muy más como está están hay ya ser fue todo esta este cuando porque nuestro jefe',
  fr: 'le la les des est et en un une que qui pour avec dans du au pas ne je nous vous il elle on mon ma mes son sa ce cette sont très mais plus tout être fait chef',
  de: 'der die das und ist nicht ein eine mit zu den dem ich wir sie er es auf für von im auch noch sich mein meine unser sind war wird hat aber sehr schon wenn chef',
  it: 'il lo la le gli e è un una che di per con non mi ci si sono del della nel ma più anche come io noi lui lei questo questa molto tutti ogni capo',
  pt: 'o a os as e é um uma que de do da em no na por para com não eu nós ele ela meu minha se mas mais muito está são foi isso também chefe',
  nl: 'de het een en is van in op met niet ik we wij je zij hij dat die voor zijn maar ook nog als er mijn ons onze wordt heeft naar bij heel baas',
  pl: 'i w na z nie się jest to że do jak po za od mnie mi jego jej nas są ale tak bardzo już może był była szef',
  // Hindi written in Latin letters, as it is typed at work (words shared with English left out: to, me, main).
  hi: 'hai hain ki ka ke ko ne se mein nahi nahin aur bhi toh mujhe mera meri mere hum humein humko yeh ye woh wo kya tha thi the raha rahi kar karta karti diya gaya sab bahut kuch koi apna apni unka uska',
};
const SETS = Object.entries(FUNCTION_WORDS).map(([lang, words]) => [lang, new Set(words.split(' '))] as const);

const FRANC_TO_ISO1: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  pol: 'pl',
  vie: 'vi',
  ind: 'id',
  zlm: 'ms',
  tgl: 'tl',
  swh: 'sw',
  ron: 'ro',
  ces: 'cs',
  swe: 'sv',
  dan: 'da',
  nob: 'no',
  fin: 'fi',
  hun: 'hu',
  tur: 'tr',
  rus: 'ru',
  ukr: 'uk',
  ell: 'el',
  arb: 'ar',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  hin: 'hi',
};

export function detectLanguage(text: string): string {
  // Scripts other than Latin tell at once.
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 'en';
  const latin = text.match(/\p{Script=Latin}/gu) ?? [];
  if (latin.length / letters.length < 0.5) return FRANC_TO_ISO1[franc(text, { minLength: 3 })] ?? 'und';

  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const counts = SETS.map(([lang, set]) => [lang, words.filter((w) => set.has(w)).length] as const).sort((a, b) => b[1] - a[1]);
  const [bestLang, best] = counts[0]!;
  const en = counts.find(([l]) => l === 'en')![1];
  const share = words.length >= 6 ? commonEnglishShare(words) : 1;
  // Most words not English: another language, whatever function words it shares with English
  // ("no", "a" in Spanish) and whether or not it has a list above (Tagalog, Swahili, Hindi in
  // Latin letters).
  if (share < NOT_ENGLISH) {
    if (best >= 2 && bestLang !== 'en') return bestLang;
    const code = trigramGuess(text);
    return code ? (FRANC_TO_ISO1[code] ?? code) : 'und';
  }
  // English wins ties and near-ties: its function words are borrowed everywhere ("a", "no", "in"),
  // and another language needs two of its own words to count at all.
  if (best === 0 || en >= best * 0.75 || best < 2) {
    // Slang without function words ("laptop soooo slow cant even open outlook") fools trigrams:
    // they decide only where fewer than ENGLISH_SHARE of the words are common English words.
    // Only a language of the map: a rare guess here (Scots, Tok Pisin) is English slang.
    if (en <= 1 && share < ENGLISH_SHARE) {
      const code = trigramGuess(text);
      return (code && FRANC_TO_ISO1[code]) || 'en';
    }
    return 'en';
  }
  return bestLang;
}

/** franc's reading (ISO 639-3) of a text in Latin letters, when it names a language other than English. */
function trigramGuess(text: string): string | undefined {
  const code = franc(text, { minLength: 10 });
  return code === 'und' || code === 'eng' ? undefined : code;
}

/** Among the 30,000 most frequent English words: other languages' words mostly are not. */
const COMMON_RANK = 30_000;
const ENGLISH_SHARE = 0.6;
/**
 * Under this share of common English words, a text of six words or more is not English: on the
 * training corpora (ai-train, corpus-blind, corpus), 0 of 4,088 English lines of six words or
 * more are under it (13 are between 0.5 and 0.6: typos, product names, "tbh"), and 349 of 475
 * lines in other languages are.
 */
const NOT_ENGLISH = 0.5;

function commonEnglishShare(words: string[]): number {
  const e = embeddings();
  const common = words.filter((w) => {
    const row = e.index.get(w);
    return row !== undefined && e.ranks[row]! <= COMMON_RANK;
  });
  return common.length / words.length;
}
