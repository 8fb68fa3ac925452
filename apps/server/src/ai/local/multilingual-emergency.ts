import type { EmergencyType } from '@voyce/contracts/ai';
import { crisisCues } from './crisis-cues.ts';

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
    crime: w(
      'roba\\w*|robo|fraude|soborno|falsific\\w*|desfalc\\w*|estaf\\w*|malversa\\w*|(?:se lleva|saca|coge)\\w* (?:\\w+ )?(?:dinero|de la caja)',
    ),
    threat: w(
      'amenaz\\w*|(?:voy a|va a) matar|cuchillo|pistola|arma|te vas a arrepentir|se va a arrepentir|lo vas a pagar|me las vas a pagar',
    ),
    self_harm: w(
      'suicid\\w*|quitarme la vida|no quiero vivir|acabar con todo|hacerme dano|acabar con mi vida|mejor muert[oa]|cortarme|desaparecer para siempre|quiero morir\\w*|morirme',
    ),
    harassment: w(
      'acoso|acosa\\w*|toca\\w* sin|insultos? racistas?|(?:sobre|de) mi cuerpo|me toca\\w*|me sigue a casa|comentarios sexuales',
    ),
  },
  fr: {
    violence: w('frapp\\w*|agress\\w*|pouss[ee]\\w*|bagarre'),
    crime: w(
      'vol[ee]?s?|vole\\w*|fraude|pot-de-vin|falsifi\\w*|detourn\\w*|escroqu\\w*|(?:prend|pique|pioche)\\w* (?:\\w+ )?(?:dans la caisse|de l.argent)',
    ),
    threat: w('menac\\w*|tuer(?!ie)|couteau|pistolet|arme|(?:vous allez|tu vas) le regretter|(?:va|vont) le payer'),
    self_harm: w(
      'suicid\\w*|me tuer|plus envie de vivre|en finir|mettre fin a mes jours|me suicider|me faire du mal|me couper|disparaitre pour toujours|je veux mourir|envie de mourir',
    ),
    harassment: w('harc[ee]\\w*|attouchements?|propos racistes?|sur mon corps|me touche\\w*|sexuel\\w*|me suit partout'),
  },
  de: {
    violence: w('geschlagen|schl[aa]gt|geschubst|angegriffen|pr[uu]gel\\w*|gepackt|gewurgt|getreten'),
    crime: w(
      'gestohlen|stiehlt|diebstahl|betrug|bestechung|gef[aa]lscht|unterschlag\\w*|veruntreu\\w*|(?:nimmt|greift)\\w* (?:\\w+ )?(?:geld|in die kasse)',
    ),
    threat: w('bedroh\\w*|umbringen|bringe? (?:ihn|sie|dich) um|messer|waffe|pistole|(?:wirst|werdet) es bereuen'),
    self_harm: w(
      'suizid\\w*|selbstmord|nicht mehr leben|mich umbringen|mir etwas antun|mir das leben nehmen|schluss machen|nicht mehr aufwachen|mich ritzen',
    ),
    harassment: w(
      'bel[aa]stig\\w*|mobbing|gemobbt|rassistisch\\w*|uber meinen korper|angefasst|anzuglich\\w*|sexuell\\w*|verfolgt mich|beleidig\\w*|angeschrien',
    ),
  },
  it: {
    violence: w('picchiat\\w*|colpit\\w*|aggredit\\w*|spint\\w*|schiaffo'),
    crime: w('rubat\\w*|ruba\\w*|furto|frode|tangente|falsificat\\w*|appropria\\w*|(?:prende|intasca)\\w* (?:\\w+ )?(?:soldi|dalla cassa)'),
    threat: w('minacc\\w*|ammazz\\w*|uccider\\w*|coltello|pistola|arma|te ne pentirai|ve ne pentirete|la pagherai'),
    self_harm: w(
      'suicid\\w*|togliermi la vita|non voglio pi[uu] vivere|farla finita|ammazzarmi|non ce la faccio piu a vivere|voglio morire',
    ),
    harassment: w('molest\\w*|mobbing|razzist\\w*|sul mio corpo|mi tocca\\w*|allusioni|sessual\\w*|mi segue'),
  },
  pt: {
    violence: w('bateu|agredi\\w*|empurr\\w*|soco'),
    crime: w(
      'roub\\w*|furto|fraude|suborno|falsific\\w*|desvi\\w* (?:de )?dinheiro|propina|(?:tira|pega|leva)\\w* (?:\\w+ )?(?:dinheiro|do caixa)',
    ),
    threat: w('amea[cc]\\w*|matar|faca|arma|pistola|vai se arrepender|vai pagar caro'),
    self_harm: w(
      'suic[ii]d\\w*|me matar|n[aa]o quero (?:mais )?viver|acabar com tudo|tirar (?:a )?minha (?:propria )?vida|me cortar|desaparecer para sempre|quero morrer',
    ),
    harassment: w('ass[ee]di\\w*|racist\\w*|sobre (?:o )?meu corpo|me toca\\w*|sexua\\w*|me persegue'),
  },
  nl: {
    violence: w('geslagen|slaat|geduwd|aangevallen|mishandel\\w*'),
    crime: w('gestolen|steelt|diefstal|fraude|omkoping|vervalst|verduister\\w*|(?:neemt|pakt)\\w* (?:\\w+ )?(?:geld|uit de kas)'),
    threat: w('bedreig\\w*|vermoorden|mes|wapen|pistool|dreig\\w*|(?:zal|zult) er spijt van krijgen'),
    self_harm: w('zelfmoord|suic[ii]d\\w*|niet meer leven|er een eind aan maken|mezelf iets aandoen|niet meer wakker worden|wil dood'),
    harassment: w('intimidatie|lastiggevallen|gepest|racistisch\\w*|over mijn lichaam|betast|seksue\\w*|met (?:hem|haar) uit\\w*'),
  },
  pl: {
    violence: w('uderzy\\w*|pobi\\w*|bije|popchn\\w*'),
    crime: w('kradn\\w*|ukrad\\w*|kradzie\\w*|oszustw\\w*|łapowk\\w*|defraud\\w*|bierze (?:\\w+ )?pieniadze'),
    threat: w('grozi\\w*|zabij\\w*|zabi[cc]|no[zz]|bro[nn]|pozaluje\\w*'),
    self_harm: w('samob[oo]j\\w*|nie chc[ee] [zz]y[cc]|zabi[cc] si[ee]|odebrac sobie zycie|skonczyc ze soba|skoncze ze soba|chce umrzec'),
    harassment: w(
      'molest\\w*|neka\\w*|mobbing|rasist\\w*|obraza\\w*|dotyka\\w* (?:mnie|ja|jej|go) bez|molestowan\\w*|o moim ciele|seksual\\w*',
    ),
  },
};

const ORDER: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

/** Without accents: people type "empujo" for "empujó" and the patterns are written without them. */
const plain = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * Kinds raised ("please review") in text not read as English: the rules above for its language,
 * and the crisis vocabulary of crisis-cues.ts (its own language's, and that of every language the
 * detector does not tell reliably).
 */
export function multilingualEmergencies(text: string, language: string): EmergencyType[] {
  const table = TABLES[language];
  const t = plain(text);
  const cues = crisisCues(text, language);
  return ORDER.filter((k) => table?.[k]?.test(t) || cues.includes(k));
}
