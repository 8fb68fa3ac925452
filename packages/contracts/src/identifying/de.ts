/**
 * German: every noun is capitalised, so a name needs an unmistakable lead-in ("ich heiße",
 * "mein Name ist") or a sign-off; "ich bin Schichtleiterin" is a job, not a name.
 */
import { AGE_DIGITS, B, DIGITS, E, GAP, WORDS, anyOf, isPersonName, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const UNITS = 'ein|eins|einem|einer|zwei|drei|vier|fünf|sechs|sieben|acht|neun';
const TENS = 'zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig';
const NUM = `(?:${DIGITS}|${UNITS}|zehn|elf|zwölf|dreizehn|vierzehn|fünfzehn|sechzehn|siebzehn|achtzehn|neunzehn|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:${TENS}))`;
const AGE_NUM = `(?:${AGE_DIGITS}|sechzehn|siebzehn|achtzehn|neunzehn|(?:(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun)und)?(?:${TENS}))`;
const ABOUT = '(?:(?:über|fast|mehr als|knapp|rund|etwa|gut|schon|bereits|nun|jetzt)\\s{1,3})?';
const YEARS = `${ABOUT}${NUM}\\s{1,3}(?:Jahren|Jahre|Jahr|Monaten|Monate|Monat|Jahrzehnten)${E}`;
const DAYS = 'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag';
const MONTHS = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
const WHEN = `(?:${B}(?:am|letzten|vergangenen|diesen)\\s{1,3}(?:${DAYS})|${B}gestern|letzte woche|vorige woche|letzten monat|am \\d{1,2}\\.)${E}`;
const SELF_AS = '(?:ich bin|ich war|bin ich|war ich|als|ich,)';
const TRAITS =
  'Frau|Mann|Schwarze[rn]?|Muslim(?:in|a)?|Jüdin|Jude|Schwule[rn]?|schwul|Lesbe|lesbisch|Trans(?:frau|mann|person)?|nicht-binäre[rn]?|Gehörlose[rn]?|Blinde[rn]?|Rollstuhlfahrer(?:in)?|Schwerbehinderte[rn]?|Behinderte[rn]?|Ausländer(?:in)?|Migrant(?:in)?|Mutter|Vater|Alleinerziehende[rn]?|Schwangere|Autist(?:in)?|Legastheniker(?:in)?|Asiat(?:in)?|über \\d\\d|\\p{L}{3,15}sprachige[rn]?';
const ROLES =
  '\\p{L}{0,20}(?:leiter(?:in)?|leitung|beauftragte[rn]?|vertreter(?:in)?|sprecher(?:in)?|koordinator(?:in)?|chef(?:in)?|meister(?:in)?|ersthelfer(?:in)?|betriebsrat|betriebsrätin|vorarbeiter(?:in)?|ausbilder(?:in)?|administrator(?:in)?|entwickler(?:in)?|techniker(?:in)?|buchhalter(?:in)?|sekretär(?:in)?|assistent(?:in)?|fahrer(?:in)?|koch|köchin)';
const FAMILY =
  'Mutter|Vater|Mama|Papa|Mann|Frau|Ehemann|Ehefrau|Partner(?:in)?|Sohn|Tochter|Kind|Baby|Bruder|Schwester|Oma|Opa|Großmutter|Großvater|Eltern|Verlobte[rn]?';
const HEALTH_WORDS =
  'Elternzeit|Mutterschutz|Krankschreibung|Krankheit|Operation|OP|Chemo|Chemotherapie|Krebserkrankung|Krebs|Diagnose|Schwangerschaft|Fehlgeburt|Scheidung|Trennung|Reha|Burnout|Burn-out|Hochzeit|Kur|Herzinfarkt|Schlaganfall|Erkrankung|Depression|Trauer|Krankenhausaufenthalt|Transplantation';

const NOT_NAMES = wordSet(`grüße gruß danke dank viele liebe beste herzliche freundliche schöne team abteilung leitung chef
  chefin alle euer eure ihr ihre die der das kollegen kolleginnen mitarbeiter mitarbeiterin anonym hallo guten tag
  morgen abend eine einer ein nicht auch schon hier neu nachtschicht frühschicht spätschicht
  es das alles nichts nix kein keine echt total wirklich ganz sehr so gut schlecht froh sauer`);

/**
 * "hier ist jana, ..." opening the text. A capitalised word there is usually a noun ("Hier ist
 * Chaos, seit ..."), so it counts only when the writer says where they are from ("aus", "von").
 */
const HERE_IS =
  /^\s{0,3}(?:\p{L}{2,10}[,!]?\s{1,3})?[Hh]ier (?:ist|schreibt)\s{1,3}(?:([a-zäöüß]{3,20})(?=\s{0,3}[,.!:;-])|(\p{Lu}\p{Ll}{2,20})(?=\s{1,3}(?:aus|von|vom)\s))/u;
/** "Ich bin Tobias Krämer aus der Frühschicht": a first and a last name, not one job noun. */
const FULL_NAME =
  /(?<![\p{L}])[Ii]ch bin\s{1,3}(\p{Lu}\p{Ll}{1,20})\s{1,3}(\p{Lu}\p{Ll}{1,20})(?=\s{0,3}[,.!]|\s{1,3}(?:aus|von|vom|und)\s)/u;
const introOrSignOff = nameFinder({
  intro: 'ich heiße|mein Name ist|mein Name lautet|mein Vorname ist',
  after: 'aus|von|vom|und|hier|im|in|bei|seit',
  signOff: '(?:viele|liebe|beste|herzliche|freundliche|schöne|mit freundlichen) grüße|grüße|gruß|lg|vg|mfg|danke(?: schön)?|vielen dank',
  notNames: NOT_NAMES,
  plain: 'ich heiße|mein Name ist|mein Vorname ist',
});

export const german: LanguageRules = {
  notNames: NOT_NAMES,
  ownName(text) {
    if (introOrSignOff(text)) return true;
    const here = HERE_IS.exec(text);
    if (here && (here[1] ? !NOT_NAMES.has(here[1].toLowerCase()) : isPersonName(here[2], undefined, NOT_NAMES))) return true;
    const full = FULL_NAME.exec(text);
    return !!full && isPersonName(full[1], full[2], NOT_NAMES);
  },
  staffNumber: anyOf([
    `${B}(?:personal|mitarbeiter|ausweis|dienst)(?:nummer|-nr\\.?|nr\\.?|-id|id)\\s{0,3}(?:ist\\s{1,3}|lautet\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}meine\\s{1,3}(?:personalnummer|nummer|id|mitarbeiternummer)\\s{1,3}(?:ist\\s{1,3}|lautet\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:als|ich bin|bin)\\s{1,3}(?:linkshänder(?:in)?|schwerhörig\\p{L}{0,2})${E}`,
    `${B}ich\\s{1,3}(?:(?:kann|spreche|verstehe|lese)\\s{1,3})?(?:kaum|kein|wenig|nicht gut|schlecht)\\s{1,3}deutsch${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:der|die|das)?\\s{0,3}einzige[rn]?\\s{1,3}${WORDS(1)}(?:${TRAITS})${E}`,
    `${B}(?:ich bin|bin ich)\\s{1,3}(?:gehörlos|blind|schwerbehindert|Rollstuhlfahrer(?:in)?|Muslima?|Muslimin|lesbisch|schwul|trans|nicht-binär|Autist(?:in)?|autistisch|alleinerziehend|schwanger|Legastheniker(?:in)?)${E}`,
    `${B}als\\s{1,3}(?:gehörlose|blinde|schwarze|muslimische|alleinerziehende|schwerbehinderte|behinderte|queere|lesbische|schwule)[rn]?\\s{1,3}(?:Frau|Mitarbeiter(?:in)?|Person|Mutter|Vater|Kollegin|Kollege|Mann)${E}`,
    `${B}als\\s{1,3}(?:Rollstuhlfahrer(?:in)?|Alleinerziehende[rn]?)${E}`,
    `${B}(?:mein Rollstuhl|meine Hörgeräte|mein Hörgerät|mein Blindenhund|meine Krücken|mein Cochlea-Implantat|meine Insulinpumpe)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:bin|arbeite)\\s{1,3}(?:\\p{L}{2,12}\\s{1,3}){0,2}nur ich${E}|${B}nur ich\\s{1,3}(?:bin|arbeite|mache)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:der|die|das)?\\s{0,3}einzige[rn]?${E}(?!\\s{1,3}(?:Abteilung|Team|Standort|Schicht|Firma|Filiale|Gruppe|Bereich|Lösung|Möglichkeit|Weg)${E})`,
    `${B}ich bin\\s{1,3}(?:der|die)\\s{1,3}${WORDS(2)}${ROLES}${E}`,
    `${B}(?:wir sind nur|wir sind bloß|nur wir)\\s{1,3}(?:zu\\s{1,3})?(?:zwei|drei|zweit|dritt|2|3)${E}`,
    `${B}(?:ich und (?:ein|eine) (?:weitere[rn]? |andere[rn]? )?(?:Kollege|Kollegin|Person)|(?:ein|eine) (?:Kollege|Kollegin) und ich)${E}`,
    `${B}ich arbeite\\s{1,3}(?:ganz\\s{1,3})?allein\\s{1,3}(?:in|auf|im|nachts|am)${E}`,
  ]),
  tenure: anyOf([
    `${B}(?:ich\\s{1,3})?bin\\s{1,3}(?:erst\\s{1,3}|schon\\s{1,3}|jetzt\\s{1,3})?seit\\s{1,3}(?:${NUM}\\s{1,3}(?:jahren|monaten|wochen)|(?:19|20)\\d\\d)\\s{1,3}(?:dabei|hier|im team|in der firma|im betrieb|im unternehmen)${E}`,
    `${B}(?:ich arbeite|ich bin|arbeite ich|bin ich)\\s{1,3}${GAP(40)}seit\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d|(?:${MONTHS}))`,
    `${B}seit\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d)\\s{1,3}(?:arbeite ich|bin ich)${E}`,
    `${B}(?:nach|in)\\s{1,3}(?:meinen\\s{1,3})?${YEARS}\\s{1,3}(?:hier|im Betrieb|in der Firma|im Unternehmen|im Haus|Betriebszugehörigkeit|bei\\s{1,3}\\p{Lu}\\p{L}{1,20})${E}`,
    `${B}(?:meine|meiner|nach)\\s{1,3}${NUM}\\s{1,3}Jahre?n?\\s{1,3}Betriebszugehörigkeit${E}`,
    `${B}ich habe\\s{1,3}(?:hier\\s{1,3})?(?:im Jahr\\s{1,3}|vor\\s{1,3}${NUM}\\s{1,3}(?:Jahren|Monaten|Wochen)\\s{1,3}|(?:19|20)\\d\\d\\s{1,3}|letzten Monat\\s{1,3}|letzte Woche\\s{1,3})(?:hier\\s{1,3})?(?:angefangen|begonnen)`,
    `${B}ich bin\\s{1,3}(?:erst\\s{1,3})?(?:neu hier|der Dienstälteste|die Dienstälteste|am längsten hier|neu im Team|neu in der Firma)${E}`,
  ]),
  age: anyOf([
    `${B}(?:ich bin|bin ich)\\s{1,3}(?:schon\\s{1,3}|jetzt\\s{1,3}|bereits\\s{1,3}|fast\\s{1,3}|inzwischen\\s{1,3})?${AGE_NUM}(?:\\s{1,3}Jahre(?:\\s{1,3}alt)?)?(?=\\s{0,3}(?:[,;!?]|\\.(?!\\d)|$)|\\s{1,3}(?:und|aber|Jahre|doch|also|jetzt)${E})`,
    `${B}mit\\s{1,3}(?:meinen\\s{1,3})?${AGE_NUM}\\s{1,3}Jahren\\s{1,3}(?:bin|habe|kann|muss|werde|soll)\\s{1,3}ich${E}`,
    `${B}ich (?:werde|wurde)\\s{1,3}(?:bald\\s{1,3}|nächstes Jahr\\s{1,3}|im \\p{L}{3,10}\\s{1,3})?${AGE_NUM}(?:\\s{1,3}Jahre alt)?(?=\\s{0,3}(?:[,;!?.]|$)|\\s{1,3}(?:und|aber)${E})`,
    `${B}ich bin\\s{1,3}(?:der|die)\\s{1,3}(?:Älteste|Jüngste)${E}`,
    `${B}ich gehe\\s{1,3}(?:bald\\s{1,3}|nächstes Jahr\\s{1,3})?in\\s{1,3}(?:Rente|den Ruhestand|Pension)${E}`,
    `${B}ich bin\\s{1,3}(?:über|Mitte|Ende|Anfang)\\s{1,3}(?:50|55|60|fünfzig|sechzig)${E}`,
  ]),
  health: anyOf([
    `${B}(?:ich bin|bin ich)[^.!?\\n]{0,30}aus der\\s{1,3}(?:elternzeit|reha|kur|krankschreibung|krankheit)\\s{1,3}zurück`,
    `${B}(?:meine[rnms]?|seit meinem|seit meiner|nach meinem|nach meiner)\\s{1,3}\\p{L}{0,15}(?:vorfall|operation|op|bruch|infarkt|erkrankung|verletzung|riss)${E}`,
    `${B}(?:meine[rnms]?|aus meiner|nach meiner|nach meinem|seit meiner|seit meinem|während meiner|während meines)\\s{1,3}(?:${HEALTH_WORDS})${E}`,
    `${B}(?:ich (?:war|bin)|bin ich|war ich)\\s{1,3}(?:in|im)\\s{1,3}(?:Elternzeit|Mutterschutz|Krankenstand|Reha|Krankenhaus)${E}`,
    `${B}(?:ich (?:war|bin)|bin ich|war ich)\\s{1,3}(?:schwanger|krankgeschrieben|krank geschrieben|aus der Elternzeit zurück)${E}`,
    `${B}(?:ich wurde (?:operiert|diagnostiziert)|bei mir wurde\\s{1,3}\\p{L}{2,25}\\s{1,3}(?:diagnostiziert|festgestellt))${E}`,
    `${B}ich habe\\s{1,3}(?:Krebs|Diabetes|Epilepsie|MS|eine chronische|eine Behinderung|Long Covid)${E}`,
    `${B}ich hatte\\s{1,3}(?:einen Herzinfarkt|einen Schlaganfall|eine Fehlgeburt|eine OP|eine Operation|einen Burnout|einen Unfall|ein Baby)${E}`,
    `${B}(?:mein|meine)\\s{1,3}(?:${FAMILY})\\s{1,3}(?:ist|war|liegt|lag|hat|hatte|wurde)${E}${GAP(30)}(?:gestorben|verstorben|krank|im Krankenhaus|Krebs|geboren|operiert|diagnostiziert)${E}|${B}(?:mein|meine)\\s{1,3}(?:${FAMILY})\\s{1,3}(?:starb|verstarb)${E}`,
    `${B}(?:Tod|Beerdigung|Krankheit)\\s{1,3}(?:meines|meiner)\\s{1,3}\\p{L}{2,15}${E}`,
    `${B}ich habe\\s{1,3}(?:meine[n]?)\\s{1,3}(?:${FAMILY})\\s{1,3}verloren${E}`,
  ]),
  event: anyOf([
    `${B}ich (?:war|bin)\\s{1,3}(?:es|derjenige|diejenige|der|die),\\s{1,3}(?:der|die)\\s{1,3}`,
    `${B}ich (?:war|bin)\\s{1,3}(?:es|der|die|diejenige|derjenige),?\\s{1,3}(?:der|die|welche[rs]?)\\s{1,3}${GAP(60)}(?:gemeldet|eingereicht|beschwert|angezeigt|aufgedeckt|angesprochen|gesagt|hingewiesen|gefunden|entdeckt)`,
    `${B}ich habe\\s{1,3}(?:eine|die|meine)\\s{1,3}(?:formelle\\s{1,3}|offizielle\\s{1,3})?(?:Beschwerde|Anzeige|Klage)\\s{1,3}(?:eingereicht|erstattet|erhoben)`,
    `${B}(?:meine\\s{1,3}(?:formelle\\s{1,3})?(?:Beschwerde|Klage|Anzeige|Abmahnung)|ich bin\\s{1,3}(?:die|der)\\s{1,3}(?:Whistleblower(?:in)?|Hinweisgeber(?:in)?))${E}`,
    `${B}ich habe${GAP(60)}(?:gemeldet|angezeigt)${GAP(30)}${WHEN}|${WHEN}${GAP(40)}habe ich${GAP(40)}(?:gemeldet|angezeigt)`,
    `${B}ich (?:wurde|bin)\\s{1,3}${GAP(40)}(?:verletzt|angegriffen|abgemahnt|suspendiert|gekündigt|versetzt|verbrannt|freigestellt)${E}${GAP(40)}${WHEN}|${WHEN}${GAP(30)}(?:wurde ich|bin ich)${GAP(30)}(?:verletzt|angegriffen|abgemahnt|suspendiert|gekündigt|versetzt)`,
  ]),
};
