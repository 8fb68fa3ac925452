/**
 * Romanian: first-person verbs ("lucrez", "am", "sunt") mark the self; the definite article is a
 * suffix ("șeful de tură" is the one head of shift, "șef de tură" one of several). Texts arrive
 * with ș and ț (comma below), whichever the keyboard typed.
 */
import { AGE_DIGITS, B, DIGITS, E, GAP, WORDS, anyOf, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const UNITS = 'unu|un|o|doi|două|trei|patru|cinci|șase|șapte|opt|nouă';
const TENS = 'douăzeci|treizeci|patruzeci|cincizeci|șaizeci|șaptezeci';
const NUM = `(?:${DIGITS}|${UNITS}|zece|\\p{L}{2,6}sprezece|(?:${TENS})(?:\\s{1,3}și\\s{1,3}(?:${UNITS}))?)`;
const AGE_NUM = `(?:${AGE_DIGITS}|(?:șai|șapte|opt|nouă)sprezece|(?:${TENS})(?:\\s{1,3}și\\s{1,3}(?:${UNITS}))?)`;
const ABOUT = '(?:(?:peste|aproape|mai bine de|mai mult de|deja|vreo|circa)\\s{1,3})?';
const YEARS = `${ABOUT}${NUM}\\s{1,3}(?:de\\s{1,3})?(?:ani|an|luni|lună|decenii)${E}`;
const DAYS = 'luni|marți|miercuri|joi|vineri|sâmbătă|duminică';
const MONTHS = 'ianuarie|februarie|martie|aprilie|mai|iunie|iulie|august|septembrie|octombrie|noiembrie|decembrie';
const WHEN = `(?:${B}(?:${DAYS})\\s{1,3}(?:trecută|trecut|seara|noaptea|dimineață)|${B}ieri|săptămâna trecută|luna trecută|pe \\d{1,2} (?:${MONTHS}))${E}`;
const SELF_AS = '(?:sunt|eram|am fost|fiind|ca|în calitate de|eu,?|mă simt)';
const TRAITS =
  'femei[ae]?|bărbat|negru|neagră|de culoare|musulman[ăa]?|evreu|evreică|gay|lesbiană|bisexual[ăa]?|trans|transgen|non-binar[ăa]?|surd[ăa]?|nevăzător(?:are)?|orb|oarbă|cu dizabilități|cu handicap|în scaun cu rotile|imigrant[ăa]?|străin[ăa]?|autist[ăa]?|dislexic[ăa]?|însărcinată|mamă|tată|mamă singură|tată singur|romă|rom|maghiar[ăa]?|care vorbește \\p{L}{3,15}|peste \\d\\d de ani';
const FAMILY =
  'mama|tata|soțul|soția|fiul|fiica|copilul|bebelușul|fratele|sora|bunica|bunicul|partenerul|partenera|logodnicul|logodnica|socrul|soacra';
const HEALTH_WORDS =
  'operația|intervenția|cancerul|diagnosticul|divorțul|boala|accidentul|tratamentul|chimioterapia|infarctul|avc-ul|nunta|depresia|burnout-ul|sarcina|avortul|recuperarea|concediul medical|concediul de maternitate|concediul de paternitate|concediul de creștere';

const NOT_NAMES = wordSet(`mulțumesc mulțumiri stimă respect drag salutări bună ziua echipa echipei toți toate nimeni nimic
  oamenii colegii șeful șefa conducerea firma anonim obosit obosită nou nouă aici eu
  bine rău foarte așa la fel sigur gata`);

export const romanian: LanguageRules = {
  notNames: NOT_NAMES,
  ownName: nameFinder({
    intro: 'mă numesc|numele meu este|numele meu e|eu sunt|sunt',
    after: 'de|din|și|la|aici|de la',
    signOff: 'cu stimă|cu respect|cu drag|(?:vă )?mulțumesc|mulțumiri|toate cele bune|o zi bună|numai bine|salutări|pe curând',
    notNames: NOT_NAMES,
    plain: 'mă numesc|numele meu este|numele meu e',
    opening: 'aici e|aici este|sunt|eu sunt',
  }),
  staffNumber: anyOf([
    `${B}(?:num[ăa]rul?\\s{1,3}(?:meu\\s{1,3})?de\\s{1,3}(?:marcă|angajat|legitimație|personal)|marca\\s{1,3}(?:mea\\s{1,3})?|id-ul\\s{1,3}meu)\\s{0,3}(?:este\\s{1,3}|e\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:fiind|sunt|ca)\\s{1,3}(?:stângac[ie]?|stângace|daltonist[ăa]?)${E}`,
    `${B}nu\\s{1,3}(?:vorbesc|înțeleg|citesc)\\s{1,3}(?:bine|deloc|prea bine)\\s{1,3}(?:românește|limba română|româna)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:${WORDS(1)})?(?:singur(?:a|ul)|unic(?:a|ul))\\s{1,3}(?:persoană\\s{1,3}|${WORDS(1)})?(?:${TRAITS})${E}`,
    `${B}sunt\\s{1,3}(?:o\\s{1,3}|un\\s{1,3})?(?:persoană\\s{1,3})?(?:surd[ăa]?|nevăzător(?:are)?|oarbă|orb|în scaun cu rotile|musulman[ăa]?|lesbiană|gay|trans|non-binar[ăa]?|autist[ăa]?|dislexic[ăa]?|mamă singură|tată singur|cu dizabilități|cu handicap|de culoare)${E}`,
    `${B}ca\\s{1,3}(?:femeie de culoare|persoană cu dizabilități|persoană cu handicap|mamă singură|tată singur|persoană surdă|persoană nevăzătoare|utilizator de scaun cu rotile|femeie musulmană)${E}`,
    `${B}(?:scaunul meu cu rotile|aparatele mele auditive|aparatul meu auditiv|câinele meu ghid|cârjele mele|pompa mea de insulină)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:sunt|rămân|lucrez)\\s{1,3}(?:\\p{L}{2,12}\\s{1,3})?doar\\s{1,3}eu${E}|${B}doar eu\\s{1,3}(?:sunt|lucrez)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:${WORDS(1)})?(?:singur(?:a|ul)|unic(?:a|ul))${E}(?!\\s{1,3}(?:echip|departament|tur|firm|soluți|modalit|variant|mod|opțiun|șans)\\p{L}{0,6})`,
    `${B}sunt\\s{1,3}singur[ăa]?\\s{1,3}(?:în|pe|la|noaptea)${E}`,
    `${B}(?:suntem\\s{1,3}doar|doar noi)\\s{1,3}(?:doi|două|trei|2|3)${E}`,
    `${B}eu\\s{1,3}și\\s{1,3}(?:încă\\s{1,3})?(?:un|o)\\s{1,3}(?:coleg|colegă|persoană)${E}`,
    `${B}lucrez\\s{1,3}singur[ăa]?\\s{1,3}(?:în|pe|la|noaptea)${E}`,
    `${B}sunt\\s{1,3}(?:${WORDS(1)})?(?:șeful|șefa|supervizorul|supervizoarea|coordonatorul|coordonatoarea|responsabilul|responsabila|reprezentantul|reprezentanta|liderul|managerul|directorul|directoarea|delegatul|delegata)${E}`,
  ]),
  tenure: anyOf([
    `${B}(?:după|în)\\s{1,3}(?:${YEARS})\\s{1,3}(?:în|la)\\s{1,3}(?:firma|unitatea|fabrica|depozitul|magazinul|spitalul|compania|secția)(?:\\s{1,3}(?:asta|aceasta|noastră))?${E}`,
    `${B}(?:lucrez|sunt|muncesc|lucram|sunt angajat[ăa]?)\\s{1,3}(?:aici|în|la|pe|cu|pentru)${GAP(30)}(?:de\\s{1,3}${YEARS}|din\\s{1,3}(?:(?:19|20)\\d\\d|${MONTHS}))`,
    `${B}de\\s{1,3}${YEARS}\\s{1,3}(?:lucrez|sunt|muncesc)\\s{1,3}(?:aici|în|la)${E}`,
    `${B}(?:după|în)\\s{1,3}(?:cei\\s{1,3})?${YEARS}\\s{1,3}(?:ai mei\\s{1,3})?(?:aici|în firmă|în companie|de muncă aici|de vechime|la noi|în această firmă)`,
    `${B}(?:am\\s{1,3}${YEARS}\\s{1,3}(?:de\\s{1,3})?vechime|am\\s{1,3}o\\s{1,3}vechime\\s{1,3}de)`,
    `${B}(?:m-am angajat|am venit în firmă|am venit aici|am început să lucrez|am fost angajat[ăa]?)${GAP(25)}(?:în\\s{1,3}(?:19|20)\\d\\d|acum\\s{1,3}${NUM}\\s{1,3}(?:de\\s{1,3})?(?:ani|an|luni|lună|săptămâni)|luna trecută|anul trecut|săptămâna trecută|în (?:${MONTHS}))`,
    `${B}sunt\\s{1,3}(?:nou[ăa]?\\s{1,3}(?:aici|în firmă|în echipă)|cel mai vechi|cea mai veche|cel mai nou|cea mai nouă)${E}`,
  ]),
  age: anyOf([
    `${B}am\\s{1,3}(?:deja\\s{1,3})?${AGE_NUM}\\s{1,3}(?:de\\s{1,3})?ani${E}(?!\\s{1,3}(?:de vechime|vechime|de experiență|experiență|în|aici|de muncă|la)${E})`,
    `${B}(?:la cei|la vârsta mea de|la vârsta de)\\s{1,3}${AGE_NUM}\\s{1,3}(?:de\\s{1,3})?ani(?:\\s{1,3}ai mei)?${E}`,
    `${B}(?:împlinesc|am împlinit|voi împlini|o să împlinesc|fac)\\s{1,3}${AGE_NUM}(?:\\s{1,3}(?:de\\s{1,3})?ani)?${E}(?!\\s{1,3}(?:de vechime|în|aici|de muncă)${E})`,
    `${B}sunt\\s{1,3}(?:cel mai în vârstă|cea mai în vârstă|cel mai tânăr|cea mai tânără|cel mai bătrân|cea mai bătrână)${E}`,
    `${B}(?:ies la pensie|mă pensionez|mă retrag la pensie|pensionarea mea|ies anul viitor la pensie)${E}`,
    `${B}am\\s{1,3}(?:peste|trecut de)\\s{1,3}(?:50|55|60|cincizeci|șaizeci)\\s{1,3}(?:de\\s{1,3})?ani${E}`,
  ]),
  health: anyOf([
    `(?:^|[.!?]\\s{1,3})(?:tata|mama|soțul|soția|fiul|fiica|bunica|bunicul)\\s{1,3}(?:a murit|a decedat|s-a stins)${E}`,
    `${B}operați(?:a|e)\\s{1,3}(?:la|de)\\s{1,3}(?:genunchi|șold|coloană|umăr|inimă|mână|picior|gleznă|spate|hernie)${E}`,
    `${B}(?:sunt|am fost|eram|m-am întors|am revenit|revin|am ieșit|am intrat|după ce am revenit)\\s{1,3}(?:din|în|la)\\s{1,3}concediu(?:l)?\\s{1,3}(?:de\\s{1,3})?(?:maternitate|paternitate|creștere|medical|boală|îngrijire)`,
    `${B}(?:sunt|am rămas)\\s{1,3}însărcinată${E}`,
    `${B}(?:${HEALTH_WORDS})\\s{1,3}(?:mea|meu)${E}`,
    `${B}(?:am fost (?:operat|operată|diagnosticat|diagnosticată|internat|internată)|am avut\\s{1,3}(?:un|o)\\s{1,3}(?:avort|infarct|avc|operație|accident|copil|bebeluș|depresie)|am pierdut sarcina)${E}`,
    `${B}am\\s{1,3}(?:cancer|diabet|epilepsie|scleroză|o boală|o dizabilitate|depresie|fibromialgie|endometrioză)${E}`,
    `${B}(?:mi-a murit|mi-au murit|am pierdut-o pe|l-am pierdut pe|am îngropat-o pe|l-am îngropat pe)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:${FAMILY})\\s{1,3}(?:mea|meu)\\s{1,3}(?:a murit|a decedat|e bolnav[ăa]?|este bolnav[ăa]?|a fost internat[ăa]?|a fost diagnosticat[ăa]?|are cancer|s-a îmbolnăvit)${E}`,
    `${B}(?:moartea|decesul|înmormântarea|boala)\\s{1,3}(?:mamei|tatălui|soțului|soției|fiului|fiicei|copilului|fratelui|surorii|bunicii|bunicului)\\s{1,3}(?:mele|meu|mei)${E}`,
    `${B}(?:mi s-a născut|am născut|am devenit (?:mamă|tată))${E}`,
  ]),
  event: anyOf([
    `${B}(?:eu\\s{1,3})?(?:am fost|sunt|eram)\\s{1,3}(?:eu\\s{1,3})?(?:cel|cea|persoana)\\s{1,3}care${E}`,
    `${B}am\\s{1,3}(?:depus|făcut|înaintat)\\s{1,3}(?:o\\s{1,3})?(?:plângere|sesizare|reclamație|contestație)${E}`,
    `${B}(?:plângerea|sesizarea|reclamația|contestația)\\s{1,3}mea${E}`,
    `${B}(?:am reclamat|am semnalat|am raportat|am sesizat|am denunțat)${GAP(60)}${WHEN}`,
    `${B}(?:m-am rănit|m-am accidentat|m-am lovit|m-am ars|am fost (?:rănit|rănită|agresat|agresată|suspendat|suspendată|concediat|concediată|mutat|mutată|sancționat|sancționată))${GAP(60)}${WHEN}`,
  ]),
};
