/** French: "je"/"j'" and "mon/ma/mes" mark the self; apostrophes arrive as "'". */
import { AGE_DIGITS, B, DIGITS, E, GAP, WORDS, anyOf, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const UNITS = 'un|une|deux|trois|quatre|cinq|six|sept|huit|neuf';
const TENS = 'vingt|trente|quarante|cinquante|soixante|soixante-dix';
const NUM = `(?:${DIGITS}|${UNITS}|dix|onze|douze|treize|quatorze|quinze|seize|dix-sept|dix-huit|dix-neuf|(?:${TENS})(?:[- ](?:et[- ])?(?:${UNITS}|onze))?)`;
const AGE_NUM = `(?:${AGE_DIGITS}|seize|dix-sept|dix-huit|dix-neuf|(?:${TENS})(?:[- ](?:et[- ])?(?:${UNITS}|onze))?)`;
const ABOUT = '(?:(?:plus de|presque|près de|bientôt|environ|déjà)\\s{1,3})?';
const YEARS = `${ABOUT}${NUM}\\s{1,3}(?:ans|an|années|mois|décennies)${E}`;
const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const WHEN = `(?:${B}(?:${DAYS})(?:\\s{1,3}dernier)?|${B}hier|la semaine dernière|le mois dernier|ce matin|cette nuit|le \\d{1,2} (?:${MONTHS}))${E}`;
const SELF_AS = "(?:je suis|j'étais|étant|en tant que|comme|moi,?|je me sens|je reste)";
const TRAITS =
  'femmes?|homme|fille|noire?|personne noire|racisée?|asiatique|musulmane?|juif|juive|gay|gai|lesbienne|bisexuelle?|trans|transgenre|non[- ]binaire|sourde?|aveugle|malvoyante?|handicapée?|en situation de handicap|en fauteuil(?: roulant)?|immigrée?|étranger|étrangère|autiste|dyslexique|enceinte|mère|père|maman|papa|mère célibataire|père célibataire|de plus de \\d\\d ans|voilée|à parler \\p{L}{3,15}|qui parle \\p{L}{3,15}';
const ROLES =
  'chef|cheffe|responsable|superviseur|superviseuse|manager|directeur|directrice|coordinateur|coordinatrice|déléguée?|représentante?|référente?|technicienne?|infirmier|infirmière|secrétaire|assistante?|comptable|analyste|développeur|développeuse|formateur|formatrice|secouriste|chauffeur|cuisinier|cuisinière|gardienne?';
const FAMILY =
  'mère|père|maman|papa|mari|femme|épouse|époux|conjointe?|compagnon|compagne|fils|fille|enfant|bébé|frère|sœur|soeur|grand-mère|grand-père|beau-père|belle-mère|fiancée?|parents';
const HEALTH_WORDS =
  'opération|chirurgie|fausse couche|cancer|chimio|chimiothérapie|radiothérapie|diagnostic|avc|infarctus|divorce|séparation|maladie|accident|burn-out|burnout|dépression|deuil|greffe|ménopause|grossesse|mariage|congé (?:maternité|paternité|parental|maladie)|arrêt maladie';

const NOT_NAMES = wordSet(`cordialement merci salutations bonjour bonsoir salut amicalement bises sincèrement respectueusement
  équipe tous toutes personne rien direction entreprise service anonyme fatigué fatiguée nouveau nouvelle ici moi
  responsable chef cheffe collègues journée bonne
  pareil pareille pas bien comme tout juste non oui sûr vrai clair pire mieux toujours jamais`);

export const french: LanguageRules = {
  notNames: NOT_NAMES,
  ownName: nameFinder({
    intro: "je m'appelle|mon nom est|moi c'est|je suis|ici",
    after: 'de|du|des|et|à|au|ici|depuis|en',
    signOff:
      'cordialement|bien cordialement|bien à vous|(?:un grand )?merci(?: beaucoup)?|(?:sincères |meilleures )?salutations|bonne journée|amicalement|bises|sincèrement|respectueusement|signé',
    notNames: NOT_NAMES,
    plain: "je m'appelle|mon nom est|mon prénom est",
    opening: "moi c'est|ici",
  }),
  staffNumber: anyOf([
    `${B}(?:mon\\s{1,3})?num[ée]ro\\s{1,3}d'(?:agent|employée?|salariée?)\\s{1,3}(?:est\\s{1,3})?(?:le\\s{1,3}|la\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}(?:mon\\s{1,3})?matricule\\s{0,3}(?:n[°o]\\.?\\s{0,3})?(?:est\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}num[ée]ro\\s{1,3}(?:d'employé|d'employée|de salarié|de salariée|de badge|de matricule|de personnel|d'agent)\\s{0,3}(?:est\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}mon\\s{1,3}(?:numéro|identifiant|id)\\s{1,3}(?:est\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:étant|je suis|comme je suis|en tant que)\\s{1,3}(?:gauchère?|malentendante?|sourde?|malvoyante?|daltonien(?:ne)?)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:le|la|l')\\s{0,3}seule?\\s{1,3}(?:personne\\s{1,3}|${WORDS(1)})?(?:${TRAITS})${E}`,
    `${B}(?:je suis|étant|en tant que)\\s{1,3}(?:une?\\s{1,3})?(?:personne\\s{1,3}|femme\\s{1,3}|homme\\s{1,3})?(?:sourde?|aveugle|malvoyante?|musulmane?|lesbienne|gay|trans|transgenre|non[- ]binaire|autiste|dyslexique|noire?|mère célibataire|père célibataire|en fauteuil roulant|en situation de handicap|handicapée?)${E}`,
    `${B}(?:mon fauteuil roulant|mes appareils auditifs|mon appareil auditif|mon chien guide|mes béquilles|mon implant cochléaire|ma pompe à insuline)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:en tant que|comme|étant)\\s{1,3}seule?\\s{1,3}\\p{L}{3,20}${E}`,
    `${B}(?:il n'y a que moi|y a que moi|il n'y a plus que moi)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:le|la|l')\\s{0,3}seule?${E}`,
    `${B}(?:je suis|étant)\\s{1,3}(?:le|la|l')\\s{0,3}${WORDS(2)}(?:${ROLES})${E}(?!\\s{1,3}(?:a dit|dit|nous|ne|n'|toujours|jamais))`,
    `${B}(?:nous ne sommes que|on n'est que|on est que|on est seulement|nous sommes seulement|nous sommes)\\s{1,3}(?:deux|trois|2|3)${E}(?!\\s{1,3}(?:à|ans|jours|semaines|mois))`,
    `${B}(?:moi et (?:un|une) (?:autre )?(?:collègue|personne)|(?:un|une) (?:collègue|autre personne) et moi)${E}`,
    `${B}je travaille\\s{1,3}seule?\\s{1,3}(?:la nuit|le|les|en|sur|au|à)${E}`,
  ]),
  tenure: anyOf([
    `${B}(?:je travaille|je bosse|je suis|j'y travaille|j'y suis)\\s{1,3}(?:ici|là|dans|chez|pour|à|au|avec|en|sur)${GAP(40)}depuis\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d|(?:${MONTHS}))`,
    `${B}depuis\\s{1,3}${YEARS}\\s{1,3}(?:que\\s{1,3})?(?:je travaille|j'y travaille|je suis (?:ici|là|dans|chez)|dans (?:la|cette) (?:boîte|entreprise|société|maison))`,
    `${B}(?:cela|ça) fait\\s{1,3}${YEARS}\\s{1,3}(?:que\\s{1,3})?(?:je (?:travaille|suis|bosse)|j'y (?:travaille|suis))`,
    `${B}(?:après|en|avec)\\s{1,3}(?:mes\\s{1,3})?${YEARS}\\s{1,3}(?:ici|dans (?:la|cette) (?:boîte|entreprise|société|maison)|de (?:service|maison|boîte)|d'ancienneté|au sein de)`,
    `${B}mes\\s{1,3}${YEARS}\\s{0,3}(?:ici|d'ancienneté|de (?:maison|service|boîte)|dans|chez)`,
    `${B}j'ai\\s{1,3}(?:${YEARS}\\s{1,3}d'ancienneté|une ancienneté de)`,
    `${B}(?:je suis arrivée?|je suis entrée?|j'ai commencé|j'ai été embauchée?|j'ai intégré)\\s{1,3}(?:ici\\s{1,3}|dans l'entreprise\\s{1,3}|dans l'équipe\\s{1,3}|l'entreprise\\s{1,3}|l'équipe\\s{1,3}|la société\\s{1,3}|chez \\p{L}{2,20}\\s{1,3})?(?:en\\s{1,3}(?:19|20)\\d\\d|il y a\\s{1,3}${NUM}\\s{1,3}(?:ans|mois|semaines)|le mois dernier|la semaine dernière|l'an dernier|l'année dernière|en (?:${MONTHS}))`,
    `${B}je suis\\s{1,3}(?:le|la)\\s{1,3}(?:plus ancienn?e?|petite? nouvelle?|nouvelle|nouveau|dernière? arrivée?)${E}`,
    `${B}je suis\\s{1,3}(?:nouveau|nouvelle)\\s{1,3}(?:ici|dans)${E}`,
  ]),
  age: anyOf([
    `(?:^|[.!?]\\s{1,3})à\\s{1,3}${AGE_NUM}\\s{1,3}ans,?\\s{1,3}(?:je|j'|on me|on m'|moi)`,
    `${B}j'ai\\s{1,3}(?:déjà\\s{1,3})?${AGE_NUM}\\s{1,3}ans${E}(?!\\s{0,3}(?:d'|de\\s|dans|ici|chez|au\\s|à\\s|en\\s))`,
    `${B}(?:à mes|avec mes|j'ai eu|je vais avoir|j'aurai|je fête mes|je viens d'avoir)\\s{1,3}${AGE_NUM}\\s{1,3}ans${E}(?!\\s{0,3}(?:d'|de\\s|dans|ici|chez))`,
    `${B}je suis\\s{1,3}(?:le|la)\\s{1,3}(?:plus\\s{1,3}(?:âgée?|vieux|vieille|jeune)|doyenne?|benjamine?)${E}`,
    `${B}(?:je pars|je vais partir|je prends ma|je vais prendre ma|je serai)\\s{1,3}(?:bientôt\\s{1,3})?(?:à la\\s{1,3})?retraite${E}`,
    `${B}j'ai\\s{1,3}(?:plus de|passé les)\\s{1,3}(?:50|55|60|cinquante|soixante)\\s{1,3}ans${E}`,
  ]),
  health: anyOf([
    `${B}je suis\\s{1,3}(?:revenue?|rentrée?)\\s{1,3}(?:de|d'un|du)\\s{1,3}(?:congé|arrêt)${E}`,
    `${B}(?:opération|chirurgie)\\s{1,3}(?:du|de la|de l'|au|à la|à l')\\s{0,3}(?:genou|hanche|dos|épaule|cœur|coeur|poignet|main|pied|cheville|hernie)${E}`,
    `${B}(?:mon|je suis en|j'étais en|j'ai été en|je reviens d'une?|je suis (?:revenue?|rentrée?) d'une?|au retour de mon|de retour de mon|après mon|depuis mon retour de|j'ai pris un|je rentre de)\\s{1,3}(?:congé|arrêt)${E}`,
    `${B}(?:je suis|je suis tombée)\\s{1,3}enceinte${E}`,
    `${B}(?:mon|ma|mes)\\s{1,3}(?:${HEALTH_WORDS})${E}(?!\\s{1,3}(?:de travail|report|formulaire))`,
    `${B}(?:j'ai été (?:opérée?|diagnostiquée?|hospitalisée?)|on m'a diagnostiqué|j'ai fait (?:une fausse couche|un avc|un infarctus|un burn-out|une dépression)|j'ai eu (?:un cancer|un bébé|un enfant|un avc|une opération))${E}`,
    `${B}j'ai\\s{1,3}(?:un cancer|le diabète|une maladie chronique|de l'épilepsie|une sclérose|l'endométriose|une fibromyalgie|un handicap)${E}`,
    `${B}(?:j'ai perdu|je viens de perdre|j'ai enterré)\\s{1,3}(?:mon|ma|mes)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:mon|ma)\\s{1,3}(?:${FAMILY})\\s{1,3}(?:est décédée?|est morte?|est hospitalisée?|est malade|est tombée? malade|a un cancer|a eu un avc|nous a quittés)`,
    `${B}(?:le décès|la mort|les obsèques|l'enterrement|la maladie|la naissance) de (?:mon|ma)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}je suis (?:devenue? )?(?:maman|papa)${E}`,
  ]),
  event: anyOf([
    `${B}c'(?:est|était) moi qui${E}`,
    `${B}(?:je suis|j'étais)\\s{1,3}(?:celui|celle|la personne)\\s{1,3}qui\\s{1,3}(?:a|avait)\\s{1,3}(?:signalé|dénoncé|porté plainte|lancé l'alerte|alerté|déposé|trouvé|découvert|dit)`,
    `${B}j'ai\\s{1,3}(?:déposé|porté)\\s{1,3}(?:plainte|une plainte|une réclamation|un recours|un signalement)${E}`,
    `${B}(?:j'ai lancé l'alerte|je suis (?:le|la) lanceu(?:r|se) d'alerte)${E}`,
    `${B}(?:ma plainte|mon signalement|ma réclamation|mon recours|ma procédure disciplinaire|mon entretien disciplinaire)${E}`,
    `${B}j'ai\\s{1,3}(?:signalé|dénoncé)${GAP(60)}${WHEN}`,
    `${B}(?:je me suis (?:blessée?|brûlée?|coupée?)|j'ai été (?:blessée?|agressée?|suspendue?|licenciée?|mutée?|sanctionnée?|renvoyée?))${GAP(60)}${WHEN}`,
  ]),
};
