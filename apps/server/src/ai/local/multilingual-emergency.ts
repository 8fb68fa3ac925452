import type { EmergencyType } from '@voyce/contracts/ai';

/**
 * Emergencies in the main European languages, by rules (the trained heads read English only).
 * Recall first: these raise "possible — please review", never a confirmed emergency.
 * Accent-insensitive: text and patterns are compared without diacritics.
 */
type Table = Partial<Record<EmergencyType, RegExp>>;
const w = (src: string) => new RegExp(`(?<![\\p{L}])(?:${src})`, 'iu');

const TABLES: Record<string, Table> = {
  es: {
    violence: w('(?:me|le|la|lo|nos|les) (?:pego|golpeo|empujo|agredio|pegaron|golpearon|empujaron)|golpe(?:o|aron|ado)|agredi\\w*|pelea'),
    crime: w('roba\\w*|robo|fraude|soborno|falsific\\w*'),
    threat: w('amenaz\\w*|(?:voy a|va a) matar|cuchillo|pistola|arma'),
    self_harm: w('suicid\\w*|quitarme la vida|no quiero vivir|acabar con todo|hacerme dano'),
    harassment: w('acoso|acosa\\w*|toca\\w* sin|insultos? racistas?'),
  },
  fr: {
    violence: w('frapp\\w*|agress\\w*|pouss[ee]\\w*|bagarre'),
    crime: w('vol[ee]?s?|vole\\w*|fraude|pot-de-vin|falsifi\\w*'),
    threat: w('menac\\w*|tuer|couteau|pistolet|arme'),
    self_harm: w('suicid\\w*|me tuer|plus envie de vivre|en finir'),
    harassment: w('harc[ee]\\w*|attouchements?|propos racistes?'),
  },
  de: {
    violence: w('geschlagen|schl[aa]gt|geschubst|angegriffen|pr[uu]gel\\w*'),
    crime: w('gestohlen|stiehlt|diebstahl|betrug|bestechung|gef[aa]lscht'),
    threat: w('bedroh\\w*|umbringen|bringe? (?:ihn|sie|dich) um|messer|waffe|pistole'),
    self_harm: w('suizid\\w*|selbstmord|nicht mehr leben|mich umbringen|mir etwas antun'),
    harassment: w('bel[aa]stig\\w*|mobbing|gemobbt|rassistisch\\w*'),
  },
  it: {
    violence: w('picchiat\\w*|colpit\\w*|aggredit\\w*|spint\\w*|schiaffo'),
    crime: w('rubat\\w*|ruba\\w*|furto|frode|tangente|falsificat\\w*'),
    threat: w('minacc\\w*|ammazz\\w*|uccider\\w*|coltello|pistola|arma'),
    self_harm: w('suicid\\w*|togliermi la vita|non voglio pi[uu] vivere|farla finita'),
    harassment: w('molest\\w*|mobbing|razzist\\w*'),
  },
  pt: {
    violence: w('bateu|agredi\\w*|empurr\\w*|soco'),
    crime: w('roub\\w*|furto|fraude|suborno|falsific\\w*'),
    threat: w('amea[cc]\\w*|matar|faca|arma|pistola'),
    self_harm: w('suic[ii]d\\w*|me matar|n[aa]o quero (?:mais )?viver|acabar com tudo'),
    harassment: w('ass[ee]di\\w*|racist\\w*'),
  },
  nl: {
    violence: w('geslagen|slaat|geduwd|aangevallen|mishandel\\w*'),
    crime: w('gestolen|steelt|diefstal|fraude|omkoping|vervalst'),
    threat: w('bedreig\\w*|vermoorden|mes|wapen|pistool'),
    self_harm: w('zelfmoord|suic[ii]d\\w*|niet meer leven|er een eind aan maken'),
    harassment: w('intimidatie|lastiggevallen|gepest|racistisch\\w*'),
  },
  pl: {
    violence: w('uderzy\\w*|pobi\\w*|bije|popchn\\w*'),
    crime: w('kradn\\w*|ukrad\\w*|kradzie\\w*|oszustw\\w*|łapowk\\w*'),
    threat: w('grozi\\w*|zabij\\w*|zabi[cc]|no[zz]|bro[nn]'),
    self_harm: w('samob[oo]j\\w*|nie chc[ee] [zz]y[cc]|zabi[cc] si[ee]'),
    harassment: w('molest\\w*|neka\\w*|mobbing|rasist\\w*|obraza\\w*|dotyka\\w* (?:mnie|ja|jej|go) bez|molestowan\\w*'),
  },
};

const ORDER: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

/** Without accents: people type "empujo" for "empujó" and the patterns are written without them. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

export function multilingualEmergencies(text: string, language: string): EmergencyType[] {
  const table = TABLES[language];
  if (!table) return [];
  const t = plain(text);
  return ORDER.filter((k) => table[k]?.test(t));
}
