/**
 * Rewrites a leader's reach-out so that people answer it: filler goes, a yes/no or leading
 * question becomes an open one ("Are you happy with the rota?" → "How do you feel about the
 * rota?"), and a request ("Tell us what you think of the canteen") becomes the question it
 * means. Statements stay as they are, as the leader's context. Anything the rules do not
 * recognise is kept word for word (tidied), never guessed at.
 */
export type RewrittenReachout = { context: string[]; questions: string[] };

const FILLER = [
  /^(?:hi|hey|hello)(?: (?:all|everyone|team|guys|folks))?[,!.]?\s+/i,
  /^(?:quick question|just a quick one|one thing)[:,-]?\s+/i,
  /^(?:so|basically|ok|okay|well)[,]?\s+/i,
  /^(?:i|we) (?:was|were|am|are) (?:just )?wondering (?:if|whether)\s+/i,
  /^(?:i|we) (?:just )?wanted to (?:ask|check)(?: (?:if|whether))?\s+/i,
  /^(?:i'd|we'd|i would|we would) (?:like|love) to (?:ask|know)(?: (?:if|whether))?\s+/i,
];

/** "you could tell us" after "wondering if" reads as a request: "could you tell us". */
const WONDERING_REQUEST = /^(?:you|people|everyone) (could|would|can|might) /i;

type Rule = [RegExp, (m: RegExpMatchArray) => string];

const OPEN: Rule[] = [
  // Closed questions about satisfaction and liking: ask how, not whether.
  [/^(?:are|were) you (?:happy|satisfied|ok|okay|content|comfortable|fine) with (.+)$/i, (m) => `How do you feel about ${m[1]}`],
  [/^(?:do|did) you (?:like|enjoy|love|hate|mind|dislike) (.+)$/i, (m) => `What do you think of ${m[1]}`],
  [/^(?:do|did) you (agree|disagree) (with|that) (.+)$/i, (m) => `How far do you agree ${m[2]} ${m[3]}, and why`],
  [/^(?:do|did) you (feel|think|believe|find) (.+)$/i, (m) => `To what extent do you ${m[1]} ${m[2]}`],
  [
    /^(?:is|was) ((?:the|our|your|this|that) .+?) (?:working|going|ok|okay|good|fine|helpful|useful)(?: for you)?$/i,
    (m) => `How is ${m[1]} working for you`,
  ],
  [/^(?:have|has) you (noticed|experienced|seen|had) (?:any )?(.+)$/i, (m) => `What ${m[2]} have you ${m[1]}, if any`],
  [/^(?:is|are) there (?:any(?:thing)? )?(.+)$/i, (m) => `What ${m[1]} ${/s$/.test(m[1]!.split(' ')[0]!) ? 'are' : 'is'} there, if any`],
  // Leading questions put the answer in people's mouths.
  [
    /^(?:don't|doesn't|wouldn't|isn't|aren't) (?:you|everyone) (?:think|agree|feel) (?:that )?(.+)$/i,
    (m) => `What is your honest view on whether ${m[1]}`,
  ],
  // Requests are questions in disguise.
  [/^(?:please )?(?:let|tell) (?:us|me) (?:know )?(what|how|why|where|when|which) you (\w+)(.*)$/i, (m) => `${m[1]} do you ${m[2]}${m[3]}`],
  [/^(?:please )?(?:tell|let) (?:us|me) (?:know )?about (.+)$/i, (m) => `What should we know about ${m[1]}`],
  [
    /^(?:please )?(?:share|give (?:us|me)) your (?:thoughts|feedback|views|ideas) (on|about) (.+)$/i,
    (m) => `What are your thoughts ${m[1]} ${m[2]}`,
  ],
  [
    /^(?:please )?(?:share|give (?:us|me)) (?:any )?(?:feedback|thoughts|ideas) (on|about) (.+)$/i,
    (m) => `What are your thoughts ${m[1]} ${m[2]}`,
  ],
];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.?!])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripFiller(s: string): string {
  let out = s;
  for (let pass = 0; pass < 3; pass++) {
    const before = out;
    for (const f of FILLER) out = out.replace(f, '');
    if (out === before) break;
  }
  const request = WONDERING_REQUEST.exec(out);
  if (request && out !== s) out = `${request[1]} ${out.slice(0, request.index).trim()}you ${out.slice(request[0].length)}`;
  return out.trim();
}

/** One sentence: a question (open) or a statement (kept). */
export function rewriteSentence(raw: string): { question: boolean; text: string } {
  const s = stripFiller(raw);
  if (!s) return { question: false, text: '' };
  const body = s.replace(/[?.!]+$/, '').trim();
  for (const [re, make] of OPEN) {
    const m = body.match(re);
    if (m) return { question: true, text: `${capitalize(make(m).trim())}?` };
  }
  const asked =
    /\?$/.test(s) || /^(?:how|what|why|when|where|who|which|could|would|can|do|does|did|is|are|have|has|should|will)\b/i.test(body);
  if (asked) return { question: true, text: `${capitalize(body)}?` };
  return { question: false, text: `${capitalize(body)}${/[.!]$/.test(s) ? s.slice(-1) : '.'}` };
}

export function rewriteReachout(message: string): RewrittenReachout {
  const out: RewrittenReachout = { context: [], questions: [] };
  for (const s of sentences(message)) {
    const r = rewriteSentence(s);
    if (!r.text) continue;
    (r.question ? out.questions : out.context).push(r.text);
  }
  return out;
}
