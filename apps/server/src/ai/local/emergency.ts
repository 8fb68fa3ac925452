import type { EmergencyType } from '@voyce/contracts/ai';
import { clausesOf, isNegated, normalizeForPatterns, stripIdioms } from './emergency-text.ts';

/**
 * Emergency detection: violence (harm that happened), crime (theft, fraud, drugs ...) and
 * threat (intent to harm others or oneself, weapons, stalking). A leader is e-mailed for each
 * flag, so recall comes first: patterns are broad, and only known idioms ("the deadline is
 * killing me", "we crushed our target") and negated clauses ("no one was hurt") are let go.
 */

/**
 * negatable: false for cues whose wording is itself negative ("do not want to live").
 * sentence: match across the whole sentence, for cues whose parts sit in different clauses.
 */
type Cue = { type: EmergencyType; re: RegExp; unless?: RegExp; negatable?: boolean; sentence?: boolean };

/** Someone a person could harm. Names are matched separately, case-sensitively. */
const PERSON =
  String.raw`(?:me|you|him|her|them|us|myself|yourself|himself|herself|everyone|everybody|someone|somebody|anyone|whoever|all of (?:you|them|us)|them all|you all|` +
  String.raw`(?:the next|the first|the last|any|every|the) (?:one|person|guy|man|woman|people) (?:who|that)|anyone who|` +
  String.raw`(?:the|my|our|his|her|their|that|this|a|one of the|another|your) (?:(?:new|night|day|shift|team|line|floor|store|assistant|area|regional|warehouse|office|general|female|male|younger|older|own|support|sales|desk|reception|front desk|duty|ward|kitchen|delivery) )?` +
  String.raw`(?:manager|supervisor|boss|lead|colleague|co-?worker|customer|driver|guy|man|woman|girl|boy|lady|intern|temp|team|picker|packer|agent|rep|director|ceo|security guard|cashier|client|person|people|lot|staff|worker|employee|teammate|friend|kid|child|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|mum|mom|dad|mother|father|brother|sister|family|` +
  String.raw`shoplifter|thief|stranger|visitor|contractor|cleaner|apprentice|trainee|student|junior|senior|nurse|guard|courier|delivery driver|passenger|patient|member of staff|member of the public)s?)`;
const NAME = String.raw`(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I|HR|IT)\b)[A-Z][a-z]+`;
const MODAL = String.raw`(?:will|would|shall|going to|want to|wanted to|about to|could|might|gonna|plan to|planning to|plans to|intends? to|intending to|intention to|swear i will|i swear i will|is going to|am going to|are going to|ready to|threatening to|threatened to)`;
const HARM = String.raw`(?:kill|hurt|shoot|stab|murder|beat(?: up)?|punch|strangle|choke|attack|harm|smash|slap|break)`;

const re = (src: string, flags = 'i') => new RegExp(src, flags);

const CUES: Cue[] = [
  // violence: unambiguous aggression verbs, any object
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:punch(?:ed|ing|es)?|slap(?:ped|ping|s)?|kick(?:ed|ing|s)?|shov(?:e|ed|ing|es)|chok(?:ed|ing)|strangl(?:e|ed|ing)|stab(?:bed|bing|s)?|assault(?:ed|ing|s)?|attack(?:ed|ing)?|headbutt(?:ed|ing)?|elbowed|tackled|grop(?:e|ed|ing)|molest(?:ed|ing)?|rap(?:e|ed)|spat on|spit on|beat (?:\w+ )?up)\b`,
    ),
    unless: re(
      String.raw`\b(?:kick(?:ed|ing|s)?[- ](?:off|out|the can)|kick(?:ed|ing|s)? in\b(?! the| his| her| my| their)|punch(?:ed|ing|es)? (?:in|out|list|card|clock|line)|(?:panic|heart|anxiety|cyber|phishing|ddos|ransomware|malware|security|asthma) attacks?|attack (?:the|this|our) (?:backlog|problem|day|issue|plan|market)|beating (?:our|the|last) |stab at|beat (?:\w+ )?up (?:about|over)|beat (?:myself|yourself|ourselves) up)`,
    ),
  },
  // violence: verbs that are often idioms, only with a person as object or agent
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:hit|hits|hitting|beat|beats|beating|beaten|pushed|pushing|grabbed|grabbing|hurt|hurting|shot|slammed|smacked|whacked|pinned|(?:threw|thrown|throwing) (?:\w+ ){1,3}at|swung at|lunged at|bit|harmed|injured|(?:rammed|drove|reversed|ran|drives|driving) (?:\w+ ){0,3}(?:into|over|at)) ${PERSON}\b`,
    ),
    unless: re(
      String.raw`\bto hit (?:them|it|that|those|these)\b|\b(?:it|that|this|news|reality|realisation|realization|what) (?:really )?(?:hit|hurt|hits)|pushed (?:\w+ )(?:to |into |hard|too )|hurt (?:me|us) to (?:see|hear|read)|hurt (?:my|our|his|her) (?:feelings|pride|chances|back|knees|wrists)`,
    ),
  },
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:hit|hits|hitting|pushed|grabbed|hurt|shot|slammed|smacked|(?:threw|thrown|throwing) (?:\w+ ){1,3}at) ${NAME}\b`,
      '',
    ),
  },
  {
    type: 'violence',
    re: re(String.raw`\b(?:hit|punched|attacked|assaulted|pushed|shoved|grabbed|kicked|slapped|hurt|injured|bitten|thrown) by ${PERSON}\b`),
  },
  {
    type: 'violence',
    re: re(String.raw`\b(?:hit|punched|attacked|assaulted|pushed|shoved|grabbed|kicked|slapped|hurt|injured|bitten) by ${NAME}\b`, ''),
  },
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:violence|violent|physical(?:ly)? (?:fight|altercation|assault|attack|abuse|abusive|aggressive|harmed|hurt|threatened|violent)|fist ?fights?|brawl\w*|came to blows|(?:got|get|getting|started) (?:into )?a fight|fight broke out|fighting in the|physically (?:attacked|assaulted|hurt|abused|harmed|aggressive)|domestic abuse|sexual(?:ly)? assault\w*|bleeding after|black eye|bruises? (?:from|after|on my)|(?:put|sent) \w+ in (?:the )?hospital)\b`,
    ),
  },
  // Harm to a body part says the rest: "grabbed my throat", "kicked in the ribs".
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:hit|punched|kicked|slapped|grabbed|choked|elbowed|kneed|stamped on|stomped on|scratched|bit|struck|smacked|whacked|twisted)(?: (?:me|him|her|them|us|someone|a \w+))? (?:(?:by|in|on|across|round|around) )?(?:the|my|his|her|their|your) (?:throat|neck|face|head|arm|arms|hair|collar|ribs|stomach|chest|back|leg|legs|shoulder|wrist|jaw|nose|eye|mouth|groin)\b`,
    ),
  },
  {
    type: 'violence',
    re: re(
      String.raw`\bsp(?:it|at|itting) (?:at|on) (?:${PERSON}|(?:the|our|a) (?:\w+ )?\w+)|\b(?:smashed|broke|swung|threw) (?:a|an|the) \w+ (?:over|on|across|into) (?:someone|somebody|a|his|her|their|my|the) (?:\w+(?:'s)? )?(?:back|head|face|colleague|co-?worker|\w+er)\b`,
    ),
  },
  // Injuries and rough handling that only people inflict.
  {
    type: 'violence',
    re: re(
      String.raw`\b(?:pulled|yanked|grabbed) (?:my|his|her|their) hair\b|\bdragged (?:me|him|her|them|someone) (?:across|along|out|down|by)\b|\b(?:threw|thrown|throwing|hurled|lobbed) (?:\w+ ){1,3}at (?:my|his|her|their|someone's) (?:head|face|back)\b|\b(?:scrapping|scrapped|brawling|fighting|fought|scuffled|scuffling) (?:in|at|on|outside|behind) the\b|\b(?:bloody|broken|bleeding) (?:nose|lip|face)\b|\bblack eye\b`,
    ),
  },
  // crime
  {
    type: 'crime',
    re: re(
      String.raw`\b(?:steal(?:s|ing)?|stole|stolen|theft|thefts|thief|thieves|shoplift\w*|embezzl\w*|fraud\w*|brib(?:e|es|ed|ery|ing)|kickbacks?|launder\w*|forg(?:ed|ing|ery)|falsif(?:y|ied|ies|ying)|cook(?:ing|ed|s)? the books|insider trading|tax evasion|robbed|robbery|robbing|burglar\w*|break-?ins?|vandal\w*|wage theft|counterfeit\w*|extort\w*|blackmail\w*|pilfer\w*|swiped (?:cash|money|stock|tips))\b`,
    ),
    unless: re(
      String.raw`\bsteal(?:s|ing)? the show|\ba steal\b|\b(?:steal|stole|stealing|steals|stolen) (?:my|his|her|our|your|the|their) (?:thunder|idea|ideas|credit|work|spotlight|limelight|parking|desk|seat|lunch spot|chair)|\bfraud (?:detection|prevention|team|check|checks|alert|alerts|model|rules|queue|department|analyst|analysts|training|cases|risk)|identity theft (?:training|awareness)|\btheft (?:training|awareness|prevention|policy|insurance|procedures?)|\bsteal(?:s|ing)? (?:our|their|my|his|her|the) (?:customers|clients|market share|business|staff|people|talent|deals|leads|accounts)`,
    ),
  },
  {
    type: 'crime',
    re: re(
      String.raw`\b(?:fake|fabricated|made[- ]up) (?:invoices?|receipts?|timesheets?|expenses?|expense claims?|claims?|signatures?|records|orders)|\bpocket(?:ed|ing|s) (?:the )?(?:cash|money|tips|refunds?|deposits?)|\bskim(?:ming|med) (?:cash|money|off|from)|\b(?:taking|took|takes|sneaking|sneaked|snuck) (?:stock|inventory|items|product|products|goods|cash|money|stuff|tools|equipment) (?:home|out|from)|\b(?:dealing|deals|sell(?:ing|s)?|sold|using|taking|doing) (?:drugs|cocaine|coke|weed|pills)|\bsell(?:ing|s)? (?:company|customer|client) (?:property|data|equipment|stock|information)|\b(?:broke|broken|breaking) into (?:my|his|her|the|our|their|a|an) (?:\w+ )?(?:car|locker|lockers|office|house|desk|drawer|building|warehouse|store|shop|safe|account|email|van|till|room|depot|cabinet|site)|\bempt(?:ied|ying) the (?:safe|till|tills|cash box|cash tin|register|collection tin|petty cash)|\b(?:fake|ghost|fictitious|made-up) (?:employees?|suppliers?|vendors?|accounts?|companies)|\b(?:cocaine|heroin|meth|crystal meth|mdma|ecstasy|ketamine|crack)\b|\bnick(?:ed|ing|s)? (?:\w+ )?(?:laptops?|stock|cash|money|tools|phones?|parcels?|stuff|things|items|goods|fuel|tips)|\b(?:off the books|under the table|cash in hand)\b|\b(?:swip(?:e|es|ed|ing)|cop(?:y|ies|ied|ying)|skim(?:s|med|ming)?|steal(?:s|ing)?|sell(?:s|ing)?) (?:\w+ ){0,2}(?:card details|card numbers|credit cards?|bank details|customer data|personal data|passwords)|\benvelopes? (?:of|full of|stuffed with) (?:cash|money)\b|\b(?:cash|money|takings|float|tips|raffle money|collection) (?:\w+ ){0,4}(?:gone walkabout|gone missing|go missing|goes missing|went missing|disappear(?:s|ed|ing)?)\b|\bclock(?:s|ed|ing)? (?:his|her|their|my) (?:mates|friends|pals|mate|friend|partner) in\b|\b(?:change|changed|changing|alter|altered|altering|fudge|fudged|fudging|doctor|doctored|doctoring|fake|faked|faking|backdate|backdated|backdating) (?:the |our |his |her |my )?(?:\w+ )?(?:logs?|records?|figures|books|timesheets?|readings|results|signatures?|certificates?|inspections?)\b|\bnever (?:records|declares|logs|rings up) (?:them|it|the (?:cash|payments|sales))|\bhid(?:e|es|ing|den)? (?:\w+ ){0,2}(?:losses|money|figures|numbers|accounts|payments|the truth|evidence|errors) from (?:the )?(?:auditors?|regulators?|tax(?:man)?|hmrc|irs|police|inspectors?|board|investors)|\b(?:sell(?:ing|s)?|sold) (?:\w+ ){0,2}(?:fuel|diesel|stock|goods|equipment|tools|parts|products) (?:from|out of|on the side|to (?:their|his|her) (?:mates|friends))|\bhack(?:ed|ing) (?:into )?(?:my|the|our|his|her|their|a) (?:account|email|system|computer|laptop)|\bpadding (?:the )?(?:invoices|expenses|hours|timesheets|bills)|\bbuddy punching|\bclock(?:ing|ed|s)? in for (?:someone|each other|him|her|them|friends)|\b(?:money|cash) (?:is|keeps going|went|goes) missing from|\b(?:keyed|scratched|slashed|smashed|damaged|vandalised|vandalized|spray-?painted|broke) (?:my|his|her|their|our|the|a|someone's|people's) (?:car|cars|tyres?|tires?|windows?|windscreen|bike|locker|van|door)|\bslash(?:ed|ing) (?:\w+ )?(?:tyres|tires)|\b(?:taking|took|takes|stealing|steals|pocketing|skimming|helping (?:him|her|them)sel(?:f|ves) to) (?:\w+ ){0,2}(?:money|cash|tips|stock|goods|products?|items|inventory|equipment|tools|fuel|diesel|petty cash) (?:out of|from|home)|\b(?:missing|disappearing) (?:cash|money) from the (?:till|register|safe)`,
    ),
  },
  // threat: intent to harm others or oneself
  {
    type: 'threat',
    re: re(String.raw`\bthreat(?:en|ens|ened|ening)?s?\b`),
    unless: re(
      String.raw`\bthreat(?:en|ens|ened|ening)? (?:to )?(?:fire|sack|write (?:me|us|him|her|them) up|report|dock|cut (?:my|our|his|her) (?:hours|pay)|quit|resign|leave|sue|escalate|call hr|take away|demote|cancel|move|pull|withdraw)|\bthreat of (?:layoffs?|redundanc\w*|closure|restructur\w*|job cuts|cuts|legal)|\b(?:security|cyber|competitive|competitor|market|existential|phishing|insider) threats?|\bthreat (?:model|modelling|modeling|assessment|detection|intelligence|landscape)|\bthreat to (?:\w+(?:'s|’s)? ){0,2}(?:balance|business|jobs?|morale|productivity|culture|quality|future|margins?|revenue|deadlines?|project|plans?|growth|bonus|targets?|work-life balance)`,
    ),
  },
  {
    type: 'threat',
    // "said he would come to the office and hurt the agent": a few words may sit between intent and harm.
    re: re(String.raw`\b${MODAL} (?:\w+ ){0,6}?${HARM} ${PERSON}\b`),
    // "This heat is going to kill someone" is a safety complaint, not a threat.
    unless: re(
      String.raw`\b(?:heat|cold|place|job|machine|machinery|forklift|wiring|ladder|floor|stairs|racking|equipment|traffic|workload|stress|pace|schedule|rota|hours|it|this|that|boredom|commute|noise|fumes|shelving|pallet)(?: \w+){0,4} (?:is|are|will|would|could|might) (?:\w+ )?(?:going to |gonna )?(?:kill|hurt|harm) (?:someone|somebody|us|people|one of us|everyone|a worker|a picker|a driver)\b`,
    ),
  },
  {
    type: 'threat',
    re: re(String.raw`\b(?:will|would|going to|gonna|want to|about to|could|swear) (?:\w+ )?${HARM} ${NAME}\b`, ''),
  },
  // self-harm: the writer or a colleague at risk. The trained model catches the indirect
  // wording; these are the words no one uses lightly.
  {
    type: 'self_harm',
    re: re(
      String.raw`\b(?:kill(?:ing)? (?:myself|himself|herself|themselves)|end(?:ing)? (?:my life|it all|things|his life|her life)|suicid\w*|self[- ]harm\w*|harm(?:ing)? (?:myself|himself|herself)|hurt(?:ing)? myself|cut(?:ting)? myself|want(?:s|ed)? to die|better off dead|better off without me|overdos\w*|take my own life|took (?:his|her) own life|jump(?:ing)? (?:off|from) (?:the|a) (?:top|roof|bridge|building|car park|multi-storey|cliff)\w*|(?:step|stepping|walk|walking|throw myself|throwing myself) in front of (?:a|the) (?:train|bus|truck|lorry|car|van)|(?:nobody|no one|no-one) would (?:even )?(?:miss|notice|care about) me|(?:take|taking|took|swallow\w*) (?:all )?(?:of )?(?:my|the|those) (?:pills|tablets|meds)|(?:no|any) (?:point|reason) (?:in )?(?:living|going on|carrying on|being alive|being here))\b`,
    ),
  },
  // "If he is made redundant, people will get hurt": harm promised on a personal grievance.
  {
    type: 'threat',
    re: re(
      String.raw`\bif (?:he|she|I|they|we|you) (?:is|am|are|get|gets|got|were|was|gets?) (?:\w+ )?(?:made redundant|sacked|fired|let go|dismissed|written up|disciplined|reported|laid off)\b.{0,80}\b(?:get hurt|be hurt|pay for|regret|be sorry|get killed|be killed|come back)`,
    ),
    sentence: true,
  },
  {
    type: 'self_harm',
    re: re(String.raw`\b(?:do not|don't) want to (?:live|be alive|be here anymore|wake up)\b|\bno reason to live\b`),
    negatable: false,
  },
  // harassment: conduct aimed at a person for who they are, or of a sexual kind.
  {
    type: 'harassment',
    re: re(
      String.raw`\b(?:sexual(?:ly)? harass\w*|harass(?:es|ing) (?:me|her|him|them|us|staff|people|women|colleagues|the)|(?:being|been|was|were|get|gets|getting|feel) harassed|unwanted (?:touching|advances|comments|attention|messages|contact)|touch(?:es|ed|ing)? (?:me|her|him|them|us) (?:inappropriately|without)|(?:tried|tries|trying|try) to kiss (?:me|her|him)|kissed (?:me|her) (?:without|against)|(?:comments?|remarks?) (?:on|about) (?:what (?:I|she|he) wears?|my (?:clothes|appearance|figure|looks))|stands? (?:far )?too close (?:to (?:me|her))?|(?:keeps?|kept|always|constantly|is always|keeps on) touching (?:me|her|him|my|her|his)|touch(?:es|ed|ing)? (?:my|her|his) (?:knee|knees|leg|legs|thigh|thighs|bum|backside|bottom|waist|hair|chest|breasts?|neck)|grop(?:e|es|ed|ing)|(?:comments?|remarks?|jokes?) about (?:my|her|his|their) (?:body|breasts|chest|bum|figure|looks|legs|skin|race|religion|accent|sexuality|weight)|racist|racial(?:ly)? (?:abus\w*|slurs?)|homophobic|transphobic|sexist (?:comments?|remarks?|jokes?|abuse)|slurs?|bull(?:y|ies|ied|ying) (?:me|her|him|them|us|the)|sends? (?:me|her|him) (?:explicit|sexual|nude|dirty) (?:photos|pictures|messages|texts)|asks? (?:me|her|him) (?:out|for sex) (?:again|every|repeatedly))\b`,
    ),
    unless: re(
      String.raw`\b(?:anti-?harassment|harassment (?:training|policy|course|module|workshop|awareness)|bullying (?:policy|training|course|workshop)|anti-?bullying)\b`,
    ),
  },
  {
    type: 'threat',
    re: re(
      String.raw`\b(?:(?:com(?:e|ing)|turn(?:ing)? up|show(?:ing)? up|walk(?:ing)? in) (?:back )?with|bring(?:s|ing)?|brought|carr(?:y|ies|ying)|pull(?:ed|ing|s)?|wav(?:e|ed|ing)|brandish\w*|show(?:ed|ing)|flash(?:ed|ing)|had|has|have|keeps?|kept|hid(?:ing|es)?|hidden|pointed|pointing|left|leaves|leaving|put|placed|stuck) (?:a |an |his |her |their |my |the )?(?:\w+ )?(?:guns?|firearms?|pistols?|rifles?|knife|knives|machete|weapons?|bomb|explosives?|blade|taser|crowbar|bat)\b|\b(?:guns?|firearms?|pistols?|knife|knives|weapons?|bomb|explosives?) (?:in|to|into) (?:his|her|their|the|my|our) (?:locker|bag|car|desk|work|office|shift|warehouse|backpack|van|truck)\b|\bbomb threat\b|\b(?:photo|picture|pic|image|video|selfie)s? (?:of|with) (?:a|an|his|her|their) (?:gun|knife|weapon|rifle|pistol|machete|blade)`,
    ),
    unless: re(
      String.raw`\b(?:nail|glue|staple|heat|spray|price|scan|scanner|label|labelling|labeling|massage) guns?\b|\b(?:kitchen|butter|bread|utility|box|stanley|craft|carpet|pocket) kni(?:fe|ves)\b`,
    ),
  },
  {
    type: 'threat',
    re: re(
      String.raw`\bwatch (?:your|his|her|their|my) back\b|\bknows? (?:where|which \w+|what time|what car) (?:I|you|he|she|they|we) (?:live|lives|take|takes|park|parks|go|goes|leave|leaves|drive|drives|sleep|sleeps)\b|\b(?:you|he|she|they)(?: will|'ll| are going to| is going to| gonna) regret\b|\bmake (?:him|her|them|you|everyone|all of you|them all|you all|the lot of them|management|\w+) (?:all )?pay\b(?! (?:overtime|for (?:parking|lunch|the (?:coffee|lunch|drinks|team))))|\b(?:shoot|shooting) up (?:the|this|our)|\bblow(?:ing)? up (?:the|this|our) (?:building|office|place|warehouse|plant|site|store|factory)\b|\bburn (?:the|this) (?:place|building|office|warehouse|store) down\b|\bgo(?:ing|es)? postal\b|\b(?:hit|kill) list\b|\bstalk(?:ing|ed|er|s)?\b|\bfollow(?:ed|s|ing) (?:\w+ )(?:home|to (?:my|her|his|their) (?:car|house|flat|bus stop))\b|\bwait(?:ed|ing|s)? (?:for (?:me|her|him) )?outside (?:my|her|his) (?:house|home|flat|apartment)\b|\b(?:break|smash) (?:your|his|her|their|my) (?:face|neck|legs?|arms?|jaw|nose|teeth|skull)\b|\bput (?:\w+ )?in (?:the )?hospital\b|\bend (?:you|him|her|them)\b|\bthey will find (?:your|his|her) body\b|\b(?:goes|go|going|went) up in flames\b|\bset fire to (?:the|this|that|our|his|her)\b|\b(?:wait|waiting|waited) for (?:\w+ ){0,3}(?:after work|after (?:his|her|the) shift|outside|in the car park)\b.{0,40}\bdeal with (?:him|her|them|you)\b|\b(?:I am|you are|he is|she is|they are|I'm|you're) (?:dead|a dead (?:man|woman))(?: meat)? if\b|\bdo something (?:drastic|stupid|terrible|crazy|violent) to\b|\b(?:researching|found out|looking up|knows) where (?:they|he|she|I|you|we|the \w+) li(?:ve|ves)\b|\b(?:get|send|have|bring) (?:\w+ ){0,3}to sort (?:me|you|him|her|them|us) out\b|\b(?:threatening|threatened|menacing|intimidating) (?:her|him|me|them|us|staff|people|the staff)\b(?! (?:with|to) (?:a )?(?:disciplinary|the sack|dismissal|hr|a warning|legal action))`,
    ),
  },
];

/** Global copies, so that an excepted first match ("a steal") does not hide a real second one. */
const SCAN = CUES.map((c) => ({ ...c, re: new RegExp(c.re.source, `${c.re.flags}g`) }));
const NEGATOR_INSIDE = /\b(?:not|never|no)\b/i;
/** "I will hurt him" is a threat, not violence that happened; the threat cues report it. */
const FUTURE_BEFORE =
  /\b(?:will|would|shall|going to|want to|wants to|about to|could|might|threatened to|threatening to|ready to|plan(?:ning)? to|try to|tried to)\s+(?:\w+\s+){0,6}$/i;

export type EmergencyFinding = { type: EmergencyType; evidence: string };

/** Every emergency kind the text shows, with the phrase that triggered it (for tests and debugging). */
export function findEmergencies(text: string): EmergencyFinding[] {
  const prepared = stripIdioms(normalizeForPatterns(text));
  const found = new Map<EmergencyType, string>();
  const sentences = prepared.split(/[.!?\n]+/).filter((x) => x.trim());
  const scopes = [
    ...clausesOf(prepared).map((text) => ({ text, sentence: false })),
    ...sentences.map((text) => ({ text, sentence: true })),
  ];
  for (const { text: clause, sentence } of scopes) {
    for (const cue of SCAN) {
      if ((cue.sentence ?? false) !== sentence) continue;
      if (found.has(cue.type)) continue;
      for (const m of clause.matchAll(cue.re)) {
        const around = clause.slice(Math.max(0, m.index - 60), m.index + m[0].length + 40);
        if (cue.unless && cue.unless.test(around)) continue;
        if (cue.type === 'violence' && FUTURE_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index))) continue;
        // "would never hurt anyone": the negator can sit inside a modal pattern's match.
        if (cue.negatable !== false && (isNegated(clause, m.index) || NEGATOR_INSIDE.test(m[0]))) continue;
        found.set(cue.type, m[0]);
        break;
      }
    }
  }
  return [...found].map(([type, evidence]) => ({ type, evidence }));
}

const ORDER: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

export function detectEmergencies(text: string): EmergencyType[] {
  const types = new Set(findEmergencies(text).map((f) => f.type));
  return ORDER.filter((t) => types.has(t));
}
