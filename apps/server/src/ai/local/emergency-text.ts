/**
 * Text preparation for the emergency patterns: expand contractions (so "won't hurt" and
 * "will not hurt" look the same), blank out idioms that borrow violent words, split into
 * clauses, and decide whether a match sits inside a negation. Case is preserved because a
 * capitalised word after "kill" is a name, and a name makes it a threat.
 */

export function normalizeForPatterns(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019\u02bc`´]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/\bwon't\b/gi, 'will not')
      .replace(/\bcan't\b/gi, 'can not')
      .replace(/\bshan't\b/gi, 'shall not')
      .replace(/\b(\w+)n't\b/gi, '$1 not')
      .replace(/\b(\w+)'ll\b/gi, '$1 will')
      .replace(/\b(\w+)'d\b/gi, '$1 would')
      .replace(/\b(\w+)'re\b/gi, '$1 are')
      .replace(/\b(\w+)'ve\b/gi, '$1 have')
      .replace(/\bI'm\b/gi, 'I am')
      .replace(/\b(he|she|it|that|there|who|what|someone|somebody)'s\b/gi, '$1 is')
      // Typed without apostrophes, as people do on phones.
      .replace(/\b(do|does|did|is|are|was|were|could|would|should|have|has|had)nt\b/gi, '$1 not')
      .replace(/\bcant\b/gi, 'can not')
      .replace(/\bwont\b/gi, 'will not')
      .replace(/\bim\b/g, 'I am')
      .replace(/\bgonna\b/gi, 'going to')
      .replace(/\bwanna\b/gi, 'want to')
      .replace(/\bgotta\b/gi, 'got to')
      .replace(/\bu\b/g, 'you')
      .replace(/\bur\b/g, 'your')
      .replace(/\s+/g, ' ')
  );
}

/** Figures of speech that use violent or criminal words for ordinary work. Replaced by "~". */
const IDIOMS: RegExp[] = [
  /\b(?:is|are|was|were|am|been|be|keeps?|kind of|literally|really|slowly|absolutely) (?:killing|murdering|destroying|crushing) (?:me|us|my \w+|our \w+|it|morale)\b/gi,
  /\b(?:kill|kills|killing|killed|crush|crushed|crushing|smash|smashed|smashing|nail|nailed|nailing|knock|knocked|slay|slayed|slaying) (?:it|that)\b/gi,
  /\b(?:crush|crushed|crushing|smash|smashed|smashing|beat|beats|beating|hit|hits|hitting|killed|killing|destroyed|destroying|blew past|blow past|exceeded|shattered|obliterated|annihilated) (?:our|the|my|their|this|every|all|last|his|her|its|another) (?:\w+ )?(?:\w+ )?(?:target|targets|goal|goals|quota|quotas|numbers|number|record|records|kpis?|deadline|deadlines|forecast|budget|sales|competition|month|quarter|year|milestone|milestones|expectations|estimate|sla|slas)\b/gi,
  /\bhit (?:the|a|an) (?:ground running|road|wall|nail on the head|books|gym|jackpot|snooze|snag|roadblock|milestone|limit|ceiling|bottleneck|brick wall|home run|sweet spot|mark|spot|button|send)\b/gi,
  /\bhit (?:by|with) (?:the|a|an|these|those|more|another) (?:\w+ )?(?:layoffs?|cuts?|changes|delays?|outage|bug|budget|restructure|reorg|wave|flu|cold|virus|tax|fine|bill|price|increase|surprise)\b/gi,
  /\b(?:shoot|shot|shooting) (?:me |you |him |her |them |us )?(?:an? |the |over )?(?:email|e-mail|message|note|text|msg|question|quick|line|reply|invite)\b/gi,
  /\b(?:take|took|taking|have|had|give|gave|giving|worth) (?:it )?an? (?:shot|stab|crack|swing)(?: at)?\b/gi,
  /\b(?:shot|shoot|shooting) down\b|\b(?:long|big|flu|screen|mug|booster|best) shots?\b|\bshot in the dark\b|\bcall(?:s|ed|ing)? the shots\b|\bscreenshot\w*\b|\bphoto ?shoots?\b/gi,
  /\b(?:dying|died|die) (?:to|of|laughing|for)\b|\b(?:bored|scared|worried|sick|tired|worked) to death\b/gi,
  /\b(?:fight|fighting|fought) (?:for|over|about|against|through|with (?:the )?(?:printer|system|vpn|software|tool|tools|laptop|it|scanner|app|process|traffic|budget))\b/gi,
  /\b(?:killer|kill) (?:feature|app|deal|demo|idea|instinct|content|product)s?\b/gi,
  /\bkill(?:s|ed|ing)? (?:the|this|that|our|my|a) (?:project|feature|meeting|process|idea|deal|initiative|program|programme|momentum|mood|vibe|buzz|conversation|ticket|bug|job|task|budget|plan|motivation|productivity)s?\b/gi,
  /\bkill(?:ing)? time\b|\btwo birds\b|\bthrow(?:n|s|ing)? (?:\w+ )?under the bus\b|\bthrew (?:me|us|him|her|them|everyone) under the bus\b/gi,
  /\bback-?stab\w*|\bstab(?:bed|bing)? (?:me |us |him |her |them )?in the back\b|\bknives out\b|\bcut-?throat\b/gi,
  /\b(?:take|takes|taking|taken|took) (?:a|the|a big) hit\b|\bbig hit\b|\bhit it off\b|\bhit or miss\b|\bhit the (?:target|spot|deadline)\b/gi,
  /\bbeat(?:ing)? around the bush\b|\bbeat the (?:rush|traffic|heat|system|clock|odds)\b|\bbeaten track\b/gi,
  /\b(?:the |this |that |our |a )?(?:demo|launch|release|campaign|pitch|presentation|event) (?:bombed|was a bomb)\b|\bda bomb\b|\bphotobomb\w*/gi,
  /\b(?:jump(?:ed|ing)? the gun|under the gun|smoking gun|top gun|big guns|stick(?:ing)? to (?:my|our|his|her) guns)\b/gi,
  /\b(?:my|our|his|her) (?:back|feet|knees|head|neck|shoulders?|wrists?|legs) (?:is|are|was|were) (?:killing|murdering) (?:me|us|him|her)\b/gi,
  /\bthis (?:heat|cold|commute|traffic|noise|chair|job|place|schedule|rota) (?:is|will be|keeps) (?:killing|going to kill|murdering|destroying) (?:me|us)\b/gi,
  /\b(?:attack|attacked|attacking) (?:the |this |our )?(?:\w+ )?(?:backlog|problem|issue|day|market|plan|list|queue)\b/gi,
  /\b(?:we|they|I|you) (?:were|got|was|just got) robbed\b|\brobbed (?:in|at|of) (?:the )?(?:\w+[- ])?(?:final|semi-final|semis|game|match|tournament|quiz|league|award|vote|draw|win)\b/gi,
  /\b(?:would|could) (?:\w+ )?kill for (?:a|an|some|the)\b/gi,
  /\bpunch(?:ed|ing|es)? (?:in|out|list|card|clock)\b(?! the)|\bkick(?:ed|s|ing)?[- ](?:off|in|the can down the road)\b(?! the| his| her| my| their)|\bkick-?off\b/gi,
  /\b(?:steal|steals|stealing|stole|stolen) the show\b|\b(?:was|is|what) a steal\b|\b(?:daylight|highway) robbery\b|\brobbed (?:me|us|him|her|them) of (?:my|our|his|her|their|a|the)? ?(?:time|weekend|evening|sleep|chance|bonus|dignity|win|pounds?|quid|change|coins?|money|two|five|\d+)\b|\bvending machine (?:robbed|stole|ate)\b/gi,
  /\bblow(?:s|ing|n)? up (?:my|our|his|her|the) (?:phone|inbox|notifications|slack|chat)\b|\bblew up (?:on|online|on social)\b/gi,
];

export function stripIdioms(text: string): string {
  let out = text;
  for (const idiom of IDIOMS) out = out.replace(idiom, ' ~ ');
  return out;
}

/**
 * Clauses: negation and subject do not cross sentence ends, commas or linking words. "and"
 * only splits before a new subject, so "threw a chair and a stapler at me" stays whole.
 */
export function clausesOf(text: string): string[] {
  return text
    .split(
      /[.!?;:\n()]+|,|\s(?:but|because|since|although|though|however|whereas|so|when|while|after|before|until|then|yet|or)\s|\sand (?=(?:he|she|they|I|we|you|someone|somebody|nobody|no one|then|the|my|his|her|our|their|it|that)\b)/i,
    )
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

const PLAIN_NEGATORS = new Set(['not', 'never', 'no', 'without', 'neither', 'nor', 'hardly', 'barely', 'cannot']);
const SUBJECT_NEGATORS = /\b(?:no one|no-one|nobody|nothing|none|noone|no \w+)\s*$/i;

/**
 * A match is negated when a negator governs it: a plain negator right before the verb
 * ("did not hit", "would never hurt", at most one word between), or a negative subject a few
 * words earlier ("no one was hurt", "nothing has been stolen").
 */
export function isNegated(clause: string, index: number): boolean {
  const before = clause.slice(0, index).toLowerCase().split(/\s+/).filter(Boolean);
  for (let k = 1; k <= 2 && k <= before.length; k++) {
    if (PLAIN_NEGATORS.has(before[before.length - k]!)) return true;
  }
  for (let k = 1; k <= 4 && k <= before.length; k++) {
    const head = before.slice(0, before.length - k + 1).join(' ');
    if (SUBJECT_NEGATORS.test(head)) return true;
  }
  return false;
}
