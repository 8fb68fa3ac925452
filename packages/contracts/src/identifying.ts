/**
 * Details in an insight that may narrow its writer down to a few people, found while they write
 * (MyVoyce's editor) so they can remove them. A hint, never a block: the text is sent as written.
 *
 * Only what points at the writer counts: their own name, e-mail, phone or staff number; being the
 * only one in a role or group; how long they have worked here; their age; a health or family event;
 * something they did that colleagues will remember; a trait few colleagues share. Ordinary
 * feedback that names a manager, a product, a place or a day ("Gary from IT never answers",
 * "Microsoft Teams keeps crashing", "Black Friday"), counts and prices, stays quiet.
 *
 * Plain regular expressions, shared by the web app and the server: fast enough to run on every
 * (deferred) keystroke of a 5,000-character text. English's are here; every other language's are
 * a module of their own (identifying/<lang>.ts) that a caller passes in: the server checks a text
 * in all of them (identifying/all.ts), MyVoyce's editor in the page's language, whose rules it
 * downloads apart (V8 compiling every language's few hundred expressions stalled the first keystroke).
 */

import { foldedForPatterns, type LanguageRules } from './identifying/shared.ts';

export type { LanguageRules } from './identifying/shared.ts';

/** What was found, in the order the editor lists them. */
export const IDENTIFYING_KINDS = [
  'name',
  'email',
  'phone',
  'staffNumber',
  'uniqueRole',
  'trait',
  'tenure',
  'age',
  'health',
  'event',
] as const;
export type IdentifyingKind = (typeof IDENTIFYING_KINDS)[number];

// ---- shared pieces ------------------------------------------------------------------------

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty';
/** A count: digits or words ("23", "twenty-three", "fourteen"). */
const COUNT = `(?:\\d{1,2}|(?:${NUMBER_WORDS})(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)`;
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** When something happened: a day, a month, "last week", "yesterday", a date. */
const WHEN = `(?:(?:on|last|this|since|in|from)\\s+(?:${DAYS}|${MONTHS}|week|month|year|weekend|night|shift)|yesterday|\\d{1,2}(?:st|nd|rd|th)\\b|(?:last|this)\\s+(?:week|month|year))`;
/** A particular day: "on Tuesday", "yesterday", "last Friday", "on the 3rd". */
const DAY_WHEN = `\\bon\\s+(?:${DAYS})|\\blast\\s+(?:${DAYS})|\\byesterday\\b|\\bon\\s+the\\s+\\d{1,2}(?:st|nd|rd|th)\\b`;
/** The writer speaking of themselves. */
const I_AM = "(?:i'm|i am|i was|i've been|i have been|i'd been|i had been|im)";

/** Capitalised words that start sentences or name things, never a person's own name. */
const NOT_NAMES = new Set(
  `all anybody anyone both colleagues customers each either employees everybody everyone everything folks friends guys
  hi hello hey leaders leadership life management managers many morale most neither nobody none nothing people pay
  parking safety several some somebody someone staff stuff team teams thanks things this those us we workers work you
  also always just not now only really so still sorry sure very yes no ok okay here there then please
  british english irish scottish welsh american canadian australian european polish indian
  ${DAYS.replace(/\|/g, ' ')} ${MONTHS.replace(/\|/g, ' ')}
  hr it ops finance sales marketing engineering support operations warehouse legal payroll facilities
  regards cheers best thank sincerely yours urgent anonymous concerned frustrated tired worried exhausted annoyed
  night day late early morning evening shift floor office site depot again seriously honestly asap fyi`
    .split(/\s+/)
    .filter(Boolean),
);
/** A capitalised word that names nobody in English nor in the other languages checked ("Saludos"). */
const isName = (word: string | undefined, languages: readonly LanguageRules[]) =>
  !!word &&
  /^\p{Lu}[\p{Ll}'-]{1,19}$/u.test(word) &&
  !NOT_NAMES.has(word.toLowerCase()) &&
  !languages.some((rules) => rules.notNames.has(word.toLowerCase()));

/** Sentences (or lines) of the text, each with what the writer says about themselves checked separately. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length > 0);
const SELF = /\b(?:i|i'm|i've|i'd|im|me|my|myself)\b/i;

// ---- name ---------------------------------------------------------------------------------

/** "my name is Priya", "I'm Sam from Finance", "this is Sam," "call me Jo". */
const NAME_INTRO =
  /(?:\b[Mm]y name is|\b[Mm]y name's|\bI'm called|\b[Cc]all me|\bI'm|\bI am|^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?[Tt]his is)\s+(\p{Lu}[\p{Ll}'-]+)(?=\s*(?:[,.!:;)(\n-]|$)|\s+(?:from|in|on|at|and|here)\b)/gu;
/** "Sam here, ..." at the start of the text. */
const NAME_HERE =
  /^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?(?:all[,!]?\s+)?(\p{Lu}[\p{Ll}'-]+)\s+here\b(?=\s*(?:[,.!:;(\n-]|$|\s(?:from|in|on|at)\b))/u;
/** A sign-off at the end: "- Priya", "Thanks, Priya", "Regards,\nSam Okafor". */
const SIGN_OFF =
  /(?:^|[\s.!?])(?:[-–—~]+\s*|(?:[a-z]+\s+)?([a-z]+(?: you| wishes)?)\s*(?:[,.!:-]+\s*|\n\s*))(\p{L}[\p{L}'-]+)(?:\s+(\p{L}[\p{L}'-]+|\p{L}\.?))?\s*[.!)]*\s*$/iu;
const SIGN_OFF_WORD = /^(?:thanks|thank you|thx|regards|cheers|best|best wishes|sincerely|yours|signed|love|ta)$/i;
/** The name part of a sign-off match is case-sensitive: a capitalised word. */
const CAPITALISED = /^\p{Lu}[\p{Ll}'-]+$/u;
/** A last line that is only a name, after other lines. */
const NAME_LINE = /[.!?,]\s*\n\s*(\p{Lu}[\p{Ll}'-]+)(?:\s+(\p{Lu}[\p{Ll}'-]+|\p{Lu}\.?))?\s*[.!]?\s*$/u;
/** Two or more lines led by a dash: a list, whose last item is no signature. */
const DASH_LIST = /(?:^|\n)\s*[-–—*•][^\n]*\n(?:[^\n]*\n)*?\s*[-–—*•]/;

function hasOwnName(text: string, languages: readonly LanguageRules[]): boolean {
  const isAName = (word: string | undefined) => isName(word, languages);
  for (const m of text.matchAll(NAME_INTRO)) if (isAName(m[1])) return true;
  const here = NAME_HERE.exec(text);
  if (here && isAName(here[1])) return true;
  const sign = SIGN_OFF.exec(text);
  if (sign) {
    const [, word, first, last] = sign;
    const dashed = word === undefined;
    const fullName = isAName(first) && CAPITALISED.test(first!) && (!last || /^\p{Lu}\.?$/u.test(last) || isAName(last));
    if (fullName && (dashed ? !DASH_LIST.test(text) : SIGN_OFF_WORD.test(word!))) return true;
  }
  const line = NAME_LINE.exec(text);
  if (line && isAName(line[1]) && (!line[2] || line[2].length <= 2 || isAName(line[2]))) return true;
  return false;
}

// ---- e-mail and phone ----------------------------------------------------------------------

// Bounded parts: an unbounded run would rescan a long word from every position.
const EMAIL = /[^\s@<>()"',;:]{1,64}@[^\s@<>()"',;:]{1,253}\.[a-z]{2,24}/gi;
/** Shared mailboxes point at a team, not at the writer. */
const ROLE_MAILBOX =
  /^(?:hr|it|itsupport|it-support|support|help|helpdesk|servicedesk|info|admin|payroll|sales|finance|accounts|facilities|noreply|no-reply|team|office|careers|jobs|security|safety|privacy|legal|people|feedback|hello|contact|reception|ops|operations|marketing|press|billing|wellbeing|ethics|speakup|whistleblowing|rrhh|rh|drh|personal|personalabteilung|kadry|resurse-?umane|soporte|suporte|ayuda|aide|hilfe|pomoc|ajutor|contacto|kontakt|nominas?|paie|lohn|buchhaltung|comunicacion|communication|datenschutz|prevencion|seguridad|securite|sicherheit|bhp|ssm)$/i;

function hasOwnEmail(text: string): boolean {
  if (!text.includes('@')) return false;
  for (const m of text.matchAll(EMAIL)) {
    const local = m[0].split('@')[0]!.replace(/^[^a-z0-9]+/i, '');
    if (!ROLE_MAILBOX.test(local)) return true;
  }
  return false;
}

const PHONE = /(?<![\w£$€¥.,/#-])\+?\(?\d[\d\s()./-]{7,17}\d(?![\w%/])/g;
/** Order numbers, tickets and helplines are not the writer's number. */
const NOT_PHONE_BEFORE =
  /(?:order|ticket|invoice|case|ref|reference|po|account|incident|tracking|serial|version|build|release|v|supplier|customer|contract|product|sku|item|part|batch|lot|no\.?|number|#|id|helpline|hotline|switchboard|helpdesk|reception|freephone|support line|iban|sort code|between|from)\s*[:#]?\s*$/i;

function hasPhone(text: string): boolean {
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 9 || digits.length > 15) continue;
    // Years and dates: "2019-2023", "12.03.2024", "2023 2024".
    if (
      raw
        .trim()
        .split(/[\s–/.-]+/)
        .every((g) => /^\(?(?:19|20)\d\d\)?$/.test(g))
    )
      continue;
    if (/^\d{1,4}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw.trim())) continue;
    // Toll-free and service numbers are nobody's own.
    if (/^(?:\+?44\s*)?\(?0?80[08]|^1[\s-]?800/.test(raw.trim())) continue;
    // Freephone in the other languages' countries: 0 800 (fr), 0800 (de, ro), 800 (pt, pl), 900 (es).
    if (/^(?:0?800|900)/.test(digits) && digits.length <= 11) continue;
    // Big counts written with spaces: "10 000 000"; but a 9-digit mobile in threes ("634 218 907",
    // the way es, pt and pl write them) starts with 5 to 9 and is no count anyone writes.
    if (/^\d{1,3}(?:\s\d{3})+$/.test(raw.trim()) && !/^[5-9]\d\d \d{3} \d{3}$/.test(raw.trim())) continue;
    // One unbroken run of digits that starts with neither 0 nor +: an order or part number.
    if (/^[1-9]\d+$/.test(raw.trim())) continue;
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    if (NOT_PHONE_BEFORE.test(before)) continue;
    return true;
  }
  return false;
}

// ---- staff number --------------------------------------------------------------------------

const STAFF_NUMBER = new RegExp(
  [
    // "employee #4521", "staff ID 88213", "payroll number: 00912", "badge no. 3321", "emp no 4521"
    `\\b(?:employee|staff|payroll|personnel|badge|clock(?:ing)?|works|worker|emp)\\s*(?:id|number|no\\.?|num|nr|ref|#)\\s*(?:is\\s*)?[:#.]?\\s*[A-Z]{0,3}[-/]?\\d{3,}`,
    `\\b(?:employee|staff|emp)\\s*#\\s*[A-Z]{0,3}\\d{3,}`,
    // "my ID is 4521", "my number is E-4521"
    `\\bmy\\s+(?:staff\\s+|employee\\s+|payroll\\s+|badge\\s+|works\\s+)?(?:id|number|no\\.?)\\s*(?:is\\s*)?[:#]?\\s*[A-Z]{0,3}[-/]?\\d{3,}`,
  ].join('|'),
  'i',
);

// ---- the only one, a role of one, a trait few share ----------------------------------------

/** Traits a colleague can see or knows about: few share them in a team. */
const TRAIT_WORDS = [
  'woman',
  'women',
  'man',
  'female',
  'male',
  'girl',
  'guy',
  'lady',
  'black',
  'asian',
  'muslim',
  'jewish',
  'hindu',
  'sikh',
  'christian',
  'gay',
  'lesbian',
  'bisexual',
  'trans',
  'transgender',
  'non-binary',
  'nonbinary',
  'queer',
  'disabled',
  'deaf',
  'blind',
  'partially sighted',
  'wheelchair user',
  'wheelchair',
  'person of colou?r',
  'poc',
  'immigrant',
  'foreigner',
  'non-native speaker',
  'hijabi',
  'autistic',
  'dyslexic',
  'neurodivergent',
  'pregnant',
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'parent',
  'single parent',
  'single mum',
  'single dad',
  'carer',
  'over[- ]?\\d\\d',
  'under[- ]?\\d\\d',
  '\\w+[- ]speaker',
].join('|');
/** Not a person: "the only female toilet", "the only disabled parking space", "parent-friendly". */
const NOT_A_PERSON =
  "(?!-|'s\\b|s'|\\s+(?:toilets?|loos?|bathrooms?|changing|lockers?|rooms?|facilities|showers?|parking|spaces?|bays?|access|entrances?|lifts?|ramps?|options?|version|friendly|company|account|app)\\b)";
const TRAIT = `(?:(?:[a-z-]+\\s+){0,2}(?:${TRAIT_WORDS})\\b${NOT_A_PERSON})`;

/** "my wheelchair", "my hearing aids": what colleagues see. */
const MY_AID =
  /\bmy\s+(?:wheelchair|hearing aids?|guide dog|crutches|walking stick|prosthetic(?: leg| arm)?|insulin pump|cochlear implant|mobility scooter)\b(?!-)/i;
/** "the only woman on the night shift", "as the only wheelchair user", "being the only Muslim in the team". */
const ONLY_TRAIT = new RegExp(`\\b(?:the|as the|being the|i'm the|i am the|i was the)\\s+only\\s+${TRAIT}`, 'i');
/** "as a wheelchair user, I", "I'm deaf", "as a Black woman". */
const SELF_TRAIT = new RegExp(
  `\\b(?:as an?|i'm an?|i am an?|being an?|i'm|i am)\\s+(?:(?:[a-z-]+\\s+){0,1})(?:wheelchair user|deaf|blind|partially sighted|disabled|autistic|dyslexic|neurodivergent|transgender|trans (?:woman|man|person)|non-binary|black|asian|muslim|jewish|hindu|sikh|hijabi|pregnant|person of colou?r|single (?:parent|mum|mom|dad|father|mother))\\b${NOT_A_PERSON}`,
  'i',
);

/** "me and one other person cover nights", "there are only two of us", "I work alone on nights". */
const FEW_OF_US =
  /\b(?:me and|i and|myself and)\s+(?:one|1)\s+other\b|\bonly\s+(?:two|three|2|3)\s+of\s+us\b|\b(?:just|only)\s+(?:me|the two of us)\s+(?:on|in|at|for|covering|doing|working)\b|\bi\s+(?:work|am|was|'m)\s+(?:alone|on my own|by myself)\s+(?:on|in|at)\b/i;
/** "I'm the only one in", "I'm the sole carer", "me, the only Python developer". */
const I_ONLY = new RegExp(`\\b(?:${I_AM}|me,?)\\s+(?:(?:the|our|their|your|a)\\s+(?:only|sole|one and only)|sole)\\b`, 'i');
/** "as the only X": the writer's own when they speak of themselves in the sentence. */
const AS_ONLY = /\b(?:as|being)\s+(?:(?:the|our|their)\s+(?:only|sole|one and only)|sole)\b/i;
const THE_ONLY_ONE =
  /\bthe\s+only\s+(?:one|person|member|employee|colleague|worker|member of staff|staff member)\b(?:\s+(?:[a-z-]+\s+){0,3}?(?:in|on|at|of|with|who|that|left|here|from|doing|working)\b)/gi;
/** "Gary is the only one who...": someone else. */
const OTHER_SUBJECT =
  /(?:\b(?!i\b)[a-z0-9]+(?:'s|\s+is|\s+was|\s+are|\s+were|\s+remains|\s+seems|\s+becomes|\s+became)|\b(?:he|she|they|him|her|them)\b[^.]{0,20})\s*$/i;
/** "as the night shift supervisor, I", "I'm the team lead for". */
const ROLES =
  'manager|supervisor|lead|leader|head|director|coordinator|co-ordinator|officer|trainer|rep|representative|administrator|admin|planner|controller|analyst|engineer|developer|designer|accountant|secretary|pa|assistant|receptionist|first aider|fire warden|union rep|mentor|buyer|chef|nurse|cleaner|driver';
const I_ROLE = new RegExp(
  `\\b${I_AM}\\s+the\\s+(?:[a-z0-9&/-]+\\s+){0,3}?(?:${ROLES})\\b(?!'s|\\s+(?:said|says|told|tells|is|was|has|had)\\b)`,
  'i',
);
const SELF_ROLE = new RegExp(
  `\\b(?:as|being)\\s+the\\s+(?:[a-z0-9&/-]+\\s+){0,3}?(?:${ROLES})\\b(?!\\s+(?:said|says|told|tells|explained|mentioned|announced|wrote|asked|suggested|put it|pointed|keeps|kept|never|always|only|does|did|has|had|is|was|will|would|can|could|should|may|might|must|who|that|of the day|here)\\b)`,
  'i',
);

function hasUniqueRole(sentence: string): boolean {
  if (I_ONLY.test(sentence) || I_ROLE.test(sentence) || FEW_OF_US.test(sentence)) return true;
  const self = SELF.test(sentence);
  if (self && AS_ONLY.test(sentence)) return true;
  if (self) {
    for (const m of sentence.matchAll(THE_ONLY_ONE)) {
      const before = sentence.slice(Math.max(0, m.index - 40), m.index);
      if (!OTHER_SUBJECT.test(before)) return true;
    }
  }
  const role = self ? SELF_ROLE.exec(sentence) : null;
  if (role) {
    // "as the manager, I..." speaks as the role; "as the manager kept telling us" does not.
    const rest = sentence.slice(role.index + role[0].length);
    if (/^\s*(?:[,(-]|for\b|of\b|on\b|in\b|at\b|here\b|and\b|i\b|my\b|it's\b|myself\b|$)/i.test(rest)) return true;
  }
  return false;
}

// ---- tenure --------------------------------------------------------------------------------

/** "at the depot", "with Acme": not "with my partner", "at my desk". */
const NOT_MINE = '(?!(?:my|his|her|their|your|a|an|that|these|those|him|them|me|it|no|some|all|every|each|home|night|work|weekends?)\\b)';
const ORDINALS =
  '(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-\\w+th|thirtieth|fortieth)';
const YEARS = `${COUNT}\\+?\\s*(?:years?|yrs?|months?|decades?)`;
const PLACE = `(?:here|at (?:this|the) (?:company|firm|business|place|site|depot|warehouse|office|store|plant|branch)|(?:with|for|in|at) (?:the|this|our) (?:company|firm|business|organisation|organization|team|department|job|role|place)|on (?:the|this) (?:job|team|line|floor|site)|in (?:this|the|my|that) (?:role|job|post|position))`;
const TENURE = new RegExp(
  [
    // "after 23 years here", "12 years with the company", "fourteen years in this role"
    `\\b${YEARS}'?\\s+(?:of\\s+(?:service|loyal service)\\b|service\\b|${PLACE})`,
    // "in my 14 years", "after my twenty years", "my 10th year"
    `\\b(?:in|after|over|during|for|with|of)\\s+(?:all\\s+)?my\\s+${YEARS}`,
    `\\bmy\\s+(?:\\d{1,2}(?:st|nd|rd|th)|${ORDINALS})\\s+(?:year|anniversary)\\b`,
    // "I've worked here 14 years", "I have been with the company since 2004", "I've been a tier 1 agent for three years"
    `\\b(?:i've|i have|i'd|i had|ive)\\s+(?:been\\s+)?(?:worked|working|been working|been employed|been)\\s+(?:here|at\\s+${NOT_MINE}[^.!?\\n]{0,30}?|with\\s+(?:(?:the|this|our)\\s+(?:company|firm|business|organi[sz]ation|team|department|group)|${NOT_MINE}(?!the\\b|this\\b|our\\b)[\\w&-]+)|for (?:the|this) company|in (?:this|the|our) [a-z-]+(?: team)?)\\s*(?:for\\s+)?(?:(?:over|almost|nearly|about|more than|just over|exactly)\\s+)?(?:${YEARS}|since\\s+(?:(?:19|20)\\d\\d|${MONTHS}))`,
    `\\b(?:i've|i have|ive)\\s+(?:done|had|held)\\s+(?:this|the|my)\\s+(?:job|role|position|post)\\s+for\\s+(?:(?:over|almost|nearly|about|more than)\\s+)?${YEARS}`,
    `\\b(?:i've|i have|ive)\\s+been\\s+(?:an?|the)\\s+(?:[a-z0-9-]+\\s+){1,4}?for\\s+(?:(?:over|almost|nearly|about|more than)\\s+)?${YEARS}`,
    `\\b(?:i|i've)\\s+(?:have\\s+)?(?:worked|been)\\s+(?:here|at this company|with the company)\\s+(?:for\\s+)?(?:(?:over|almost|nearly|about|more than)\\s+)?${YEARS}`,
    // "I joined in 2009", "since I started here in March", "I only joined last month"
    `\\b(?:i|since i|when i)\\s+(?:just\\s+|only\\s+|first\\s+|recently\\s+)?(?:joined|started(?: here| working here| at the company| with the company)?)\\s+(?:the company\\s+|here\\s+|the team\\s+)?(?:in\\s+(?:(?:19|20)\\d\\d|${MONTHS})|(?:last|this)\\s+(?:week|month|monday|tuesday|wednesday|thursday|friday)|${COUNT}\\s+(?:years?|months?|weeks?)\\s+ago|on\\s+(?:${DAYS}))`,
    `\\b(?:i'm|i am|as)\\s+the\\s+(?:newest|longest[- ]serving|most senior|newest member|latest hire|new starter)\\b`,
    // "my 25-year service award", "my long service award"
    `\\bmy\\s+(?:\\d{1,2}|${COUNT})[- ]years?\\s+(?:service|long[- ]service|anniversary)\\b|\\bmy\\s+long[- ]service\\b`,
  ].join('|'),
  'i',
);

// ---- age -----------------------------------------------------------------------------------

const AGE = new RegExp(
  [
    // "I'm 63", "I am 58 and", not "I'm 10 minutes late"
    `\\b(?:i'm|i am|im|i turned|i'll be|i will be|i'm turning|aged)\\s+(?:1[6-9]|[2-7]\\d|8[0-5]|(?:twenty|thirty|forty|fifty|sixty|seventy)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?)(?:\\s+years?\\s+old|\\s*yo)?(?=\\s*(?:$|[,!?;)]|\\.(?!\\d))|\\s+(?:and|but|so|now|this year|next|soon|myself|with|in (?:${MONTHS}))\\b)`,
    `\\b(?:i'm|i am|as|being)\\s+an?\\s+(?:1[6-9]|[2-7]\\d|8[0-5])[- ]years?[- ]old\\b`,
    `\\b(?:i'm|i am|as|being|me,?)\\s+(?:the|by far the)\\s+(?:oldest|youngest|eldest)\\b`,
    `\\bthe\\s+(?:oldest|youngest|eldest)\\s+(?:one|person|member|employee|colleague|worker|in|on|here)\\b`,
    `\\b(?:i'm|i am|as someone|someone|being|as one of the few)\\s+(?:in my|nearly|almost|over|past|over the age of)\\s+(?:sixties|fifties|seventies|50|55|60|65|70)\\b`,
    `\\b(?:i'm|i am)\\s+(?:retiring|due to retire|about to retire)\\b|\\bmy\\s+retirement\\s+(?:is|in|next|this)\\b`,
  ].join('|'),
  'i',
);

// ---- health and family ---------------------------------------------------------------------

const HEALTH_WORDS =
  'surgery|operation|miscarriage|cancer|chemo|chemotherapy|radiotherapy|diagnosis|stroke|heart attack|pregnancy|divorce|separation|bereavement|illness|injury|accident|disability|transplant|nervous breakdown|mental breakdown|burnout|rehab|ivf|menopause|dialysis|epilepsy|seizures?|diabetes|mastectomy|hysterectomy|c-section|stillbirth|wedding|honeymoon|maternity leave|paternity leave|parental leave|adoption leave|long-term sickness|sabbatical|hospital stay|stay in hospital|hospitali[sz]ation|condition|diagnosed condition';
const FAMILY =
  'wife|husband|partner|son|daughter|child|kid|baby|twins|mum|mom|mother|dad|father|brother|sister|grandmother|grandfather|gran|nan|grandad|grandson|granddaughter|fiancée?|stepson|stepdaughter|parents';
const HEALTH = new RegExp(
  [
    // "my heart surgery", "after my miscarriage", "my divorce" (not "my working conditions")
    `\\bmy\\s+(?:(?!working\\b|work\\b|job\\b|living\\b)[a-z-]+\\s+){0,2}?(?:${HEALTH_WORDS})\\b(?!\\s+(?:report|form|book|log)\\b)`,
    `\\bmy\\s+late\\s+(?:${FAMILY})\\b`,
    // "back from maternity leave", "I returned from sick leave"
    `\\b(?:back|returned|returning|came back|coming back|come back)\\s+(?:to work\\s+)?from\\s+(?:my\\s+|a\\s+|the\\s+)?(?:(?:maternity|paternity|parental|shared parental|adoption|sick|medical|long-term sick|compassionate|bereavement)\\s+leave|(?:[a-z-]+\\s+)?(?:surgery|operation|hospital|cancer treatment|sabbatical|illness|chemo|rehab))\\b`,
    // "I was diagnosed", "I had a stroke", "I'm pregnant", "I lost my mum"
    `\\b(?:i|i've|i have|i was|i'm|i am)\\s+(?:just\\s+|recently\\s+)?(?:been\\s+)?(?:diagnosed|pregnant|expecting a baby|miscarried|on maternity|on paternity|on sick leave|in remission|going through (?:ivf|the menopause|chemo|a divorce|cancer))`,
    `\\bi\\s+(?:had|have had|suffered|went through)\\s+(?:a\\s+|my\\s+)?(?:[a-z-]+\\s+){0,1}?(?:stroke|heart attack|miscarriage|breakdown|surgery|operation|baby|seizure|stillbirth)\\b`,
    `\\bi\\s+(?:have|had|'ve got|'ve had|was treated for|am being treated for|live with|am living with)\\s+(?:a\\s+|an\\s+)?(?:cancer|diabetes|epilepsy|ms|multiple sclerosis|crohn's|long covid|chronic (?:illness|pain|fatigue|condition)|disability|heart condition|brain tumou?r|hiv|lupus|endometriosis|fibromyalgia)\\b(?!\\s+(?:awareness|training|month|week|day|policy|support|leave|champion))`,
    `\\bi\\s+lost\\s+my\\s+(?:${FAMILY}|baby|pregnancy)\\b`,
    // "when my dad was in hospital", "my wife was diagnosed", "after my son was born"
    `\\bmy\\s+(?:late\\s+|little\\s+|youngest\\s+|eldest\\s+|elderly\\s+|disabled\\s+|sick\\s+|newborn\\s+)?(?:${FAMILY})\\s+(?:died|passed away|passed)\\b`,
    `\\bmy\\s+(?:late\\s+|little\\s+|youngest\\s+|eldest\\s+|elderly\\s+|disabled\\s+|sick\\s+|newborn\\s+)?(?:${FAMILY})\\s+(?:was|is|are|were|has been|had|got|fell|became|needed|needs)\\s+(?:(?:very\\s+|seriously\\s+|really\\s+)?(?:ill|sick|born|diagnosed|admitted|in hospital|into hospital|hospitali[sz]ed|disabled|terminally|dying|injured|hurt|pregnant)|a (?:stroke|heart attack|fall|operation|baby|seizure))`,
    `\\bmy\\s+(?:${FAMILY})'s\\s+(?:funeral|death|illness|cancer|diagnosis|surgery|operation|stroke|accident)\\b`,
    `\\b(?:death|loss)\\s+of\\s+my\\s+(?:${FAMILY}|baby)\\b`,
  ].join('|'),
  'i',
);

// ---- something the writer did that colleagues remember --------------------------------------

const DID =
  'raised|reported|filed|made|complained|flagged|blew|wrote|sent|spoke up|called|submitted|escalated|lodged|refused|walked out|whistle-?blew|asked|told|found|caught|noticed|brought';
const EVENT = new RegExp(
  [
    // "as the one who raised the grievance", "I was the person who reported the leak"
    `\\b(?:${I_AM}|as|being|me,?|i'm also)\\s+(?:the|that)\\s+(?:one|person|only one|guy|girl|woman|man|colleague|employee|member of staff|staff member)\\s+(?:who|that)\\s+(?:(?:first|originally|actually|also)\\s+)?(?:${DID})\\b`,
    // "I raised the grievance", "my formal complaint", "I'm the whistleblower"
    `\\b(?:i|i've|i have)\\s+(?:(?:formally|officially|already)\\s+)?(?:raised|filed|lodged|submitted|brought|made|took out)\\s+(?:a|the|my|an|this)\\s+(?:formal\\s+)?(?:grievance|tribunal|employment tribunal|whistleblowing|whistle-blowing|formal complaint|discrimination claim|harassment complaint)`,
    `\\bmy\\s+(?:formal\\s+)?(?:grievance|tribunal|whistleblowing report|whistle-blowing report|formal complaint|disciplinary|disciplinary hearing|appeal hearing|discrimination claim|harassment complaint)\\b`,
    `\\b(?:i'm|i am|i was|as)\\s+the\\s+whistle-?blower\\b`,
    // "the grievance I raised", "I reported him to HR on Friday"
    `\\b(?:grievance|formal complaint|tribunal claim|whistleblowing report|complaint)\\s+(?:that\\s+)?i\\s+(?:raised|filed|lodged|submitted|made|brought)\\b[^.!?\\n]{0,40}?(?:${DAY_WHEN})|\\b(?:grievance|formal complaint|tribunal claim|whistleblowing report)\\s+(?:that\\s+)?i\\s+(?:raised|filed|lodged|submitted|made|brought)\\b`,
    `\\bi\\s+(?:reported|raised|complained about|escalated|flagged|called out|blew the whistle on)\\b[^.!?\\n]{0,60}?(?:${DAY_WHEN})`,
    // "I was injured on the line on Tuesday", "I got suspended last week"
    `\\bi\\s+(?:was|got|have been|had been)\\s+(?:injured|hurt|assaulted|attacked|punched|groped|suspended|disciplined|dismissed|demoted|promoted|transferred|sent home|signed off|burned|burnt|cut|bitten)\\b[^.!?\\n]{0,60}?${WHEN}`,
    `\\b${WHEN}[^.!?\\n]{0,40}?\\bi\\s+(?:was|got)\\s+(?:injured|hurt|assaulted|attacked|punched|groped|suspended|disciplined|dismissed|demoted|promoted|transferred|sent home|signed off)\\b`,
  ].join('|'),
  'i',
);

// ---- the check -----------------------------------------------------------------------------

/**
 * One spelling for the other languages' patterns: Romanian's cedilla letters (ş, ţ) as the comma
 * ones (ș, ț), Arabic without short-vowel marks or stretching, with one alef and Western digits.
 */
function normalizedForOtherLanguages(text: string): string {
  return text
    .replace(/ş/g, 'ș')
    .replace(/Ş/g, 'Ș')
    .replace(/ţ/g, 'ț')
    .replace(/Ţ/g, 'Ț')
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/،/g, ',');
}

/**
 * The kinds of identifying detail in a text ([] when none), in IDENTIFYING_KINDS order. The
 * editor names each in its warning ("it mentions how long you have worked here"). English's rules
 * always apply; `languages` are the other languages' to check too (none: English only).
 */
export function identifyingHints(input: string, languages: readonly LanguageRules[] = []): IdentifyingKind[] {
  if (!input.trim()) return [];
  // One apostrophe and one line break for the patterns.
  const text = input.replace(/[’‘`´]/g, "'").replace(/\r\n?/g, '\n');
  const found = new Set<IdentifyingKind>();
  if (hasOwnName(text, languages)) found.add('name');
  if (hasOwnEmail(text)) found.add('email');
  if (hasPhone(text)) found.add('phone');
  if (STAFF_NUMBER.test(text)) found.add('staffNumber');
  if (ONLY_TRAIT.test(text) || SELF_TRAIT.test(text) || MY_AID.test(text)) found.add('trait');
  for (const sentence of sentencesOf(text)) {
    if (!found.has('trait') && !found.has('uniqueRole') && hasUniqueRole(sentence)) found.add('uniqueRole');
    if (!SELF.test(sentence) && !/^\s*(?:as|being)\b/i.test(sentence)) continue;
    if (TENURE.test(sentence)) found.add('tenure');
    if (AGE.test(sentence)) found.add('age');
    if (HEALTH.test(sentence)) found.add('health');
    if (EVENT.test(sentence)) found.add('event');
  }
  if (languages.length > 0) addOtherLanguages(text, languages, found);
  // An age with "the oldest in the team" needs no "I" in its sentence.
  if (!found.has('age') && /\b(?:as|being)\s+the\s+(?:oldest|youngest|eldest)\b/i.test(text)) found.add('age');
  return IDENTIFYING_KINDS.filter((k) => found.has(k));
}

/** What the other languages' rules find in the text. */
function addOtherLanguages(text: string, languages: readonly LanguageRules[], found: Set<IdentifyingKind>): void {
  // Names need their capitals; every other pattern is written for the lower-cased text.
  const other = normalizedForOtherLanguages(text);
  const lower = foldedForPatterns(other);
  for (const rules of languages) {
    if (!found.has('name') && rules.ownName(other)) found.add('name');
    if (rules.staffNumber.test(lower)) found.add('staffNumber');
    if (rules.trait.test(lower)) found.add('trait');
    for (const kind of ['tenure', 'age', 'health', 'event'] as const) if (rules[kind].test(lower)) found.add(kind);
  }
  // "La única mujer del turno" is both: the only one in the group, and by a trait.
  if (languages.some((rules) => rules.uniqueRole.test(lower))) found.add('uniqueRole');
}
