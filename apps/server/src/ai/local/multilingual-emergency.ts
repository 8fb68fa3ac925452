import type { EmergencyType } from '@voyce/contracts/ai';
// plain: without accents (people type "empujo" for "empujó"); the patterns are written without them.
import { crisisCues, plain, withoutCourseTopics } from './crisis-cues.ts';

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
      'roba\\w*|robos?(?![\\p{L}])|fraude|soborno|falsific\\w*|desfalc\\w*|estaf\\w*|malversa\\w*|(?:se lleva|saca|coge)\\w* (?:\\w+ )?(?:dinero|de la caja)',
    ),
    threat: w(
      'amenaz\\w*|(?<!me )(?:voy a|va a) matar(?! de)|cuchillo|pistola|armas?(?![\\p{L}])|te vas a arrepentir|se va a arrepentir|lo vas a pagar|me las vas a pagar',
    ),
    self_harm: w(
      'suicid\\w*|quitarme la vida|no quiero vivir|acabar con todo|hacerme dano|acabar con mi vida|mejor muert[oa]|cortarme|desaparecer para siempre|quiero morir\\w*(?! de)|morirme(?! de)',
    ),
    harassment: w(
      'acoso|acosa\\w*|toca\\w* sin|insultos? racistas?|(?:sobre|de) mi cuerpo|me (?:toca|toco|tocaba|tocan)\\w* (?:el|la|los|las|sin|mientras)(?! (?:turno|semana|lotería|loteria|cerrar|abrir))|me sigue a casa|comentarios sexuales',
    ),
  },
  fr: {
    violence: w(
      '(?<!(?:m|l).a |ce qui (?:m|l).a )frapp(?:e|ee|es|ees|er|ait|aient|ent)(?![\\p{L}])(?! (?:par|que|fort))|agress\\w*|pouss[ee]\\w*|bagarre',
    ),
    crime: w(
      'vol[ee]?s?|vole\\w*|fraude|pot-de-vin|falsifi\\w*|detourn\\w*|escroqu\\w*|(?:prend|pique|pioche)\\w* (?:\\w+ )?(?:dans la caisse|de l.argent)',
    ),
    threat: w(
      'menac\\w*|(?<!(?:me|va|vont|vas) )tuer(?!ie)|couteau|pistolet|armes?(?![\\p{L}])|(?:vous allez|tu vas) le regretter|(?:va|vont) le payer',
    ),
    self_harm: w(
      'suicid\\w*|(?<!(?:va|vont|vas|par) )me tuer(?! de)|plus envie de vivre|en finir(?! avec (?:ce|cette|ces|le|la|les|l|un|une|nos|vos))|mettre fin a mes jours|me suicider|me faire du mal|me couper|disparaitre pour toujours|je veux mourir|envie de mourir',
    ),
    harassment: w(
      'harc[ee]\\w*|attouchements?|propos racistes?|sur mon corps|me touche\\w* (?:les|la|le|sans|tout le temps|sans arret)(?! plus)|sexuel\\w*|me suit partout',
    ),
  },
  de: {
    violence: w(
      'geschlagen|schl[aa]gt (?:mich|ihn|uns|euch|seine|ihre|kolleg\\w*)(?!(?: \\p{L}+){0,4} vor(?![\\p{L}]))|geschubst|angegriffen|pr[uu]gel\\w*|am (?:arm|hals|kragen|handgelenk) gepackt|gewurgt|(?<!kraft )getreten',
    ),
    crime: w(
      'gestohlen|stiehlt|diebstahl|(?<=(?:ein|einen|der|den|dem|des|zum|wegen|ist|war|reiner|glatter|purer|vom|von|nach|fur|auf|bei|als|wie|und) )betrug(?:s|e)?(?![\\p{L}])|betrug(?:s|e)?(?=\\s*[.!?]|$)|bestechung|gef[aa]lscht|unterschlag\\w*|veruntreu\\w*|(?:nimmt|greift)\\w* (?:\\w+ )?(?:geld|in die kasse)',
    ),
    threat: w(
      'bedroh\\w*|umbringen|bringe? (?:ihn|sie|dich) um|messer[ns]?(?![\\p{L}])|waffen?(?![\\p{L}])|pistole|(?:wirst|werdet) es bereuen',
    ),
    self_harm: w(
      'suizid\\w*|selbstmord|nicht mehr leben|mich umbringen|mir etwas antun|mir das leben nehmen|(?:mit allem|mit dem leben) schluss machen|nicht mehr aufwachen|mich ritzen',
    ),
    harassment: w(
      'bel[aa]stig\\w*|mobbing|gemobbt|rassistisch\\w*|uber meinen korper|(?:mich|mir|uns) (?:\\p{L}+ ){0,2}angefasst|anzuglich\\w*|sexuell\\w*|verfolgt mich|beleidig\\w*|angeschrien',
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
    violence: w(
      'bateu(?! (?:a|as|o|os|nossa|nossas|sua|suas|todas|todos|novo|de frente) (?:meta|metas|recorde|recordes|ponto|carro|record))(?! (?:meta|metas|recorde|ponto))|agredi\\w*|(?:me|o|a|te|lhe|nos) empurr\\w*|empurr(?:ou|aram|ao|oes)(?! (?:o|a|os|as) (?:prazo|problema|projeto|reuniao|tarefa|entrega))|socos?(?![\\p{L}])',
    ),
    crime: w(
      'roub\\w*|furto|fraude|suborno|falsific\\w*|desvi\\w* (?:de )?dinheiro|propina|(?:tira|pega|leva)\\w* (?:\\w+ )?(?:dinheiro|do caixa)',
    ),
    threat: w(
      'amea[cc]\\w*|(?<!(?:me|vai me|vao me|quer me|vai acabar me) )matar(?! de)|facas?(?![\\p{L}])|armas?(?![\\p{L}])|pistola|vai se arrepender|vai pagar caro',
    ),
    self_harm: w(
      'suic[ii]d\\w*|(?<!(?:vai|vao|vai acabar|acaba|acabam|ta|esta|estao) )me matar(?! de)|n[aa]o quero (?:mais )?viver|acabar com tudo|tirar (?:a )?minha (?:propria )?vida|me cortar|desaparecer para sempre|quero morrer',
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
    violence: w(
      'uderzy\\w*|pobi(?:l|ł|la|ła|li|ł|ty|ta|te|c|ć)(?![\\p{L}])(?! (?:rekord\\w*|wynik\\w*))|bije(?! (?:rekord\\w*|na glowe))|popchn\\w*',
    ),
    crime: w('kradn\\w*|ukrad\\w*|kradzie\\w*|oszustw\\w*|łapowk\\w*|defraud\\w*|bierze (?:\\w+ )?pieniadze'),
    threat: w(
      'grozi[lł]\\w*|grozi,? (?:mi|mnie|jej|mu|ze|że|pobiciem|smiercia)|(?:zabij[eę]|zabi[cć]|zabijemy) (?:cie|ci[eę]|go|ja|ją|was|ich|tego|te|tę|szefa)|(?:cie|ci[eę]|go|was) zabij[eę]|no[zż](?:em|a|e|ami)?(?![\\p{L}])|bro[nń](?:ia|ią)?(?![\\p{L}])|pozaluje\\w*',
    ),
    self_harm: w('samob[oo]j\\w*|nie chc[ee] [zz]y[cc]|zabi[cc] si[ee]|odebrac sobie zycie|skonczyc ze soba|skoncze ze soba|chce umrzec'),
    harassment: w(
      'molest\\w*|neka\\w*|mobbing|rasist\\w*|obraza\\w*|dotyka\\w* (?:mnie|ja|jej|go) bez|molestowan\\w*|o moim ciele|seksual\\w*',
    ),
  },
};

const ORDER: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

/**
 * Kinds raised ("please review") in text not read as English: the rules above for its language,
 * and the crisis vocabulary of crisis-cues.ts (its own language's, and that of every language the
 * detector does not tell reliably).
 */
export function multilingualEmergencies(text: string, language: string): EmergencyType[] {
  const table = TABLES[language];
  const t = withoutCourseTopics(plain(text));
  const cues = crisisCues(text, language);
  return ORDER.filter((k) => table?.[k]?.test(t) || cues.includes(k));
}
