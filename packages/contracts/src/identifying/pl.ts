/**
 * Polish: first-person verb endings ("pracuję", "zgłosiłam") mark the self, and nouns decline,
 * so stems carry a short bounded ending ("kobiet\p{L}{0,3}": kobieta, kobietą).
 */
import { AGE_DIGITS, B, DIGITS, E, GAP, anyOf, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const NUM_STEMS =
  'jed|dw|trz|czter|pię|sze|siedem|siedm|osiem|ośm|dziewię|dziesię|jedenast|dwunast|trzynast|czternast|piętnast|szesnast|siedemnast|osiemnast|dziewiętnast|dwudziest|trzydziest|czterdziest|pięćdziesi|sześćdziesi';
const NUM = `(?:${DIGITS}|(?:${NUM_STEMS})\\p{L}{0,7}(?:\\s{1,3}(?:${NUM_STEMS})\\p{L}{0,7})?)`;
const AGE_NUM = `(?:${AGE_DIGITS}|(?:dwudziest|trzydziest|czterdziest|pięćdziesi|sześćdziesi|siedemdziesi|dwadzie|trzydzie|czterdzie)\\p{L}{0,6}(?:\\s{1,3}(?:${NUM_STEMS})\\p{L}{0,6})?)`;
const ABOUT = '(?:(?:ponad|prawie|blisko|już|niemal|około|przeszło)\\s{1,3})?';
const UNIT = '(?:lat|lata|latach|latami|rok|roku|miesięcy|miesiące|miesiąc|miesiąca|miesiącach|dekad)';
const YEARS = `${ABOUT}${NUM}\\s{1,3}${UNIT}${E}`;
const DAYS = 'poniedziałek|wtorek|środę|czwartek|piątek|sobotę|niedzielę';
const WHEN = `(?:${B}(?:w|we|w zeszły|w zeszłą|w ostatni|w ostatnią)\\s{1,3}(?:${DAYS})|${B}wczoraj|w zeszłym tygodniu|w zeszłym miesiącu|w ubiegłym tygodniu)${E}`;
const SELF_AS = '(?:jestem|byłam|byłem|jako|będąc|ja,?|czuję się jak|zostałam|zostałem)';
const ONLY = '(?:jedyn\\p{L}{1,3})';
const TRAITS =
  'kobiet\\p{L}{0,3}|mężczyzn\\p{L}{0,3}|czarn\\p{L}{1,3}|czarnoskór\\p{L}{1,3}|muzułman\\p{L}{1,4}|żyd\\p{L}{0,4}|gejem|gej|lesbijk\\p{L}{1,2}|osob\\p{L}{1,2} (?:trans\\p{L}{0,6}|niepełnosprawn\\p{L}{1,4}|niesłysząc\\p{L}{1,4}|na wózku|niebinarn\\p{L}{1,4}|czarnoskór\\p{L}{1,3}|z niepełnosprawnością)|na wózku|niesłysząc\\p{L}{1,4}|niewidom\\p{L}{1,3}|niepełnosprawn\\p{L}{1,4}|głuch\\p{L}{1,3}|cudzoziem\\p{L}{2,5}|obcokrajow\\p{L}{2,4}|imigrant\\p{L}{0,3}|autyst\\p{L}{1,5}|dyslekty\\p{L}{1,4}|w ciąży|matk\\p{L}{1,2}|mam[aą]|ojc\\p{L}{1,3}|ojciec|samotn\\p{L}{1,3} (?:matk|ojc)\\p{L}{0,3}|ukrai\\p{L}{2,6}|\\p{L}{3,12}języczn\\p{L}{1,4}';
const FAMILY =
  'mam\\p{L}{1,2}|tat\\p{L}{1,2}|mąż|męża|mężem|żon\\p{L}{1,2}|syn\\p{L}{0,2}|córk\\p{L}{1,2}|córeczk\\p{L}{1,2}|dzieck\\p{L}{1,2}|dziecko|matk\\p{L}{1,2}|ojc\\p{L}{1,3}|ojciec|brat\\p{L}{0,2}|siostr\\p{L}{1,2}|babci\\p{L}{0,2}|babcia|dziadk\\p{L}{1,2}|dziadek|partner\\p{L}{0,3}|narzeczon\\p{L}{1,2}';
const HEALTH_WORDS =
  'operacj\\p{L}|zabieg\\p{L}{0,2}|ciąż\\p{L}|poronieni\\p{L}{1,2}|rak\\p{L}{0,2}|nowotw[oó]r\\p{L}{0,2}|chorob\\p{L}|chemi\\p{L}{0,10}|diagnoz\\p{L}|zawał\\p{L}{0,2}|udar\\p{L}{0,2}|rozw[oó]d\\p{L}{0,2}|rozstani\\p{L}{1,2}|depresj\\p{L}|wypaleni\\p{L}{1,2}|żałob\\p{L}|przeszczep\\p{L}{0,2}|cukrzyc\\p{L}|padaczk\\p{L}|menopauz\\p{L}|ślub\\p{L}{0,2}|wesel\\p{L}{1,2}|leczeni\\p{L}{1,2}|rehabilitacj\\p{L}|urlop\\p{L}{0,2} (?:macierzyński|ojcowski|rodzicielski|wychowawcz|zdrowotn)\\p{L}{0,4}|zwolnieni\\p{L}{1,2} lekarski\\p{L}{0,3}|L4|chorobow\\p{L}{1,3}';

const NOT_NAMES = wordSet(`pozdrawiam pozdrowienia dziękuję dzięki serdecznie poważaniem zespół wszyscy nikt nic ludzie
  kierownik kierowniczka szef szefowa firma dział anonim anonimowo zmęczony zmęczona nowy nowa tutaj tu ja cześć dzień dobry
  polką polakiem polka polak ukrainką ukraińcem
  nowy nowa tak nie ok dobrze źle bardzo tylko`);

export const polish: LanguageRules = {
  notNames: NOT_NAMES,
  ownName: nameFinder({
    intro: 'nazywam się|mam na imię|moje imię to|jestem|z tej strony',
    after: 'z|ze|i|a|od|w|na|tutaj|tu',
    signOff:
      '(?:serdecznie )?pozdrawiam|pozdrowienia|łączę pozdrowienia|z poważaniem|z wyrazami szacunku|(?:z góry )?dziękuję|dzięki|pozdr\\.?',
    notNames: NOT_NAMES,
    plain: 'nazywam się|mam na imię|moje imię to',
    opening: 'z tej strony|tu|tutaj|jestem',
  }),
  staffNumber: anyOf([
    `${B}(?:numer\\p{L}{0,3}|nr\\.?)\\s{1,3}(?:pracowniczy\\p{L}{0,3}|pracownika|ewidencyjny|kadrowy|identyfikatora|legitymacji|ewid\\.?)\\s{0,3}(?:to\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}m[oó]j\\s{1,3}(?:numer|nr|identyfikator|id)(?:\\s{1,3}\\p{L}{3,14})?\\s{1,3}(?:to\\s{1,3}|jest\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:jestem|jako)\\s{1,3}(?:leworęczn\\p{L}{1,2}|mańkut\\p{L}{0,3}|daltonist\\p{L}{1,2})${E}`,
    `${B}(?:słabo|źle|prawie nic nie)\\s{1,3}słyszę${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:tu\\s{1,3}|tutaj\\s{1,3})?${ONLY}\\s{1,3}(?:\\p{L}{2,20}\\s{1,3})?(?:${TRAITS})${E}`,
    `${B}jestem\\s{1,3}(?:osobą\\s{1,3})?(?:głuch\\p{L}{1,3}|niesłysząc\\p{L}{1,4}|niewidom\\p{L}{1,3}|niepełnosprawn\\p{L}{1,4}|na wózku|muzułmank\\p{L}|muzułmaninem|lesbijk\\p{L}|gejem|trans\\p{L}{0,6}|niebinarn\\p{L}{1,4}|autyst\\p{L}{1,5}|dyslekty\\p{L}{1,4}|samotn\\p{L}{1,3} (?:matką|ojcem)|w ciąży|czarnoskór\\p{L}{1,3})${E}`,
    `${B}jako\\s{1,3}(?:osoba na wózku|osoba niesłysząca|osoba niewidoma|osoba niepełnosprawna|głucha|głuchy|niewidoma|niewidomy|samotna matka|samotny ojciec|muzułmanka|muzułmanin|osoba trans|osoba niebinarna|czarnoskóra|czarnoskóry)${E}`,
    `${B}(?:mój wózek|moje aparaty słuchowe|mój aparat słuchowy|mój pies przewodnik|moje kule|moja pompa insulinowa|mój implant ślimakowy)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:jestem|zostaję|pracuję)\\s{1,3}(?:\\p{L}{2,12}\\s{1,3})?tylko\\s{1,3}ja${E}|${B}tylko ja\\s{1,3}(?:jestem|pracuję)${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:tu\\s{1,3}|tutaj\\s{1,3}|tam\\s{1,3})?${ONLY}${E}(?!\\s{1,3}(?:dział\\p{L}{0,3}|zesp[oó]ł\\p{L}{0,3}|firm\\p{L}{0,3}|oddział\\p{L}{0,3}|zmian\\p{L}{0,3}|spos[oó]b\\p{L}{0,3}|rozwiązani\\p{L}{0,2}|opcj\\p{L}{0,2}|szans\\p{L}{0,2})${E})`,
    `${B}(?:jest nas|(?:tylko|jedynie) nas)\\s{1,3}(?:tylko\\s{1,3}|jedynie\\s{1,3})?(?:dwoje|dwóch|dwie|dwaj|troje|trzech|trzy|2|3)${E}`,
    `${B}ja\\s{1,3}i\\s{1,3}(?:jeszcze\\s{1,3})?(?:jedna|jeden)\\s{1,3}(?:osoba|kolega|koleżanka|pracownik|pracownica)${E}`,
    `${B}pracuję\\s{1,3}(?:zupełnie\\s{1,3})?sam[a]?\\s{1,3}(?:na|w|przy|po|nocą|w nocy)${E}`,
    `${B}jestem\\s{1,3}(?:tu\\s{1,3}|tutaj\\s{1,3})?(?:kierownik\\p{L}{0,4}|brygadzist\\p{L}{1,3}|koordynator\\p{L}{0,4}|przedstawiciel\\p{L}{0,4}|społecznym inspektorem|przewodnicząc\\p{L}{1,3}|lider\\p{L}{0,3}|liderką|szef\\p{L}{0,3}|mistrz\\p{L}{0,3})\\s{1,3}\\p{L}{3,20}${E}`,
  ]),
  tenure: anyOf([
    `${B}(?:pracuję|pracowałem|pracowałam)${GAP(30)}od\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d)`,
    `${B}jestem\\s{1,3}(?:już\\s{1,3})?(?:tu|tutaj|w (?:tej |naszej )?firmie|w zespole|w dziale|w zakładzie|w spółce|na magazynie|na produkcji)${GAP(20)}od\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d)`,
    `${B}od\\s{1,3}(?:${YEARS}|(?:19|20)\\d\\d)\\s{1,3}(?:już\\s{1,3})?(?:pracuję|jestem (?:tu|w|na)|tu pracuję)${E}`,
    `${B}(?:po|przez|w ciągu)\\s{1,3}(?:moich\\s{1,3})?${YEARS}\\s{1,3}(?:pracy\\s{1,3})?(?:tutaj|tu|w (?:tej |tym |naszej |naszym )?(?:firmie|zakładzie|dziale|magazynie|sklepie|szpitalu|oddziale|spółce|fabryce)|stażu)`,
    `${B}mam\\s{1,3}${YEARS}\\s{1,3}(?:stażu|doświadczenia w (?:tej )?firmie|pracy w (?:tej )?firmie)`,
    `${B}(?:zacząłem|zaczęłam|przyszedłem|przyszłam|dołączyłem|dołączyłam|zostałem zatrudniony|zostałam zatrudniona)\\s{1,3}(?:pracę\\s{1,3})?(?:tu\\s{1,3}|tutaj\\s{1,3}|do firmy\\s{1,3}|do zespołu\\s{1,3}|w firmie\\s{1,3})?(?:w\\s{1,3}(?:19|20)\\d\\d|${NUM}\\s{1,3}(?:lat|lata|miesięcy|miesiące|miesiąc|tygodni|tygodnie)\\s{1,3}temu|w zeszłym miesiącu|w zeszłym roku|w zeszłym tygodniu|miesiąc temu|rok temu)`,
    `${B}jestem\\s{1,3}(?:tu\\s{1,3}|tutaj\\s{1,3})?(?:now[ya]\\s{1,3}(?:w firmie|w zespole|tutaj|tu)|najdłużej pracując\\p{L}{1,3}|z najdłuższym stażem|osobą z najdłuższym stażem)${E}`,
  ]),
  age: anyOf([
    `${B}mam\\s{1,3}(?:(?:już|dopiero|prawie|niemal|skończone)\\s{1,3})?${AGE_NUM}\\s{1,3}(?:lat|lata)${E}(?!\\s{1,3}(?:stażu|doświadczenia|pracy|w firmie|tutaj|tu)${E})`,
    `${B}(?:skończyłem|skończyłam|skończę|kończę|w tym roku kończę)\\s{1,3}${AGE_NUM}(?:\\s{1,3}(?:lat|lata))?${E}(?!\\s{1,3}(?:stażu|pracy)${E})`,
    `${B}(?:w wieku|mając)\\s{1,3}${AGE_NUM}\\s{1,3}(?:lat|lata)${E}`,
    `${B}jestem\\s{1,3}(?:tu\\s{1,3}|tutaj\\s{1,3})?(?:najstarsz\\p{L}{1,3}|najmłodsz\\p{L}{1,3})${E}`,
    `${B}(?:przechodzę na emeryturę|idę na emeryturę|odchodzę na emeryturę|moja emerytura|do emerytury zostało mi)${E}`,
    `${B}(?:mam ponad|mam przeszło|jestem po)\\s{1,3}(?:50|55|60|pięćdziesiąt\\p{L}{0,3}|pięćdziesiątce|sześćdziesiąt\\p{L}{0,3}|sześćdziesiątce)${E}`,
  ]),
  health: anyOf([
    `${B}(?:zmarł|zmarła|zmarło)\\s{1,3}(?:mi\\s{1,3})?(?:mój|moja|moje)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}operacj\\p{L}\\s{1,3}(?:kolana|biodra|kręgosłupa|barku|ręki|nogi|serca|nadgarstka|stopy|kostki|przepukliny)${E}`,
    `${B}(?:jestem|byłam|byłem|przebywam|poszłam|poszedłem)\\s{1,3}(?:na\\s{1,3})?(?:urlop\\p{L}{0,2}\\s{1,3}(?:macierzyński|ojcowski|rodzicielski|wychowawcz|zdrowotn)\\p{L}{0,4}|zwolnieni\\p{L}{1,2}\\s{1,3}lekarski\\p{L}{0,3}|L4|chorobowym|chorobowe)${E}`,
    `${B}(?:wróciłam|wróciłem|po moim powrocie)\\s{1,3}z\\s{1,3}(?:urlopu|zwolnienia|L4|chorobowego|szpitala|leczenia|rehabilitacji)${E}`,
    `${B}(?:jestem|byłam)\\s{1,3}w\\s{1,3}ciąży|${B}zaszłam w ciążę|${B}poroniłam`,
    `${B}(?:mój|moja|moje|mojej|mojego|moim|moją)\\s{1,3}(?:\\p{L}{2,15}\\s{1,3})?(?:${HEALTH_WORDS})${E}`,
    `${B}(?:miałam|miałem|przeszłam|przeszedłem)\\s{1,3}(?:\\p{L}{2,12}\\s{1,3})?(?:operację|zawał|udar|poronienie|załamanie|raka|chemię|chemioterapię|wypalenie|zabieg|przeszczep)${E}`,
    `${B}(?:zdiagnozowano u mnie|mam\\s{1,3}(?:raka|cukrzycę|padaczkę|stwardnienie|niepełnosprawność|depresję|endometriozę|nowotwór))${E}`,
    `${B}(?:straciłam|straciłem|pochowałam|pochowałem|zmarł mi|zmarła mi|zmarło mi)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:mój|moja|moje)\\s{1,3}(?:${FAMILY})\\s{1,3}(?:zmarł|zmarła|zachorował|zachorowała|jest chor\\p{L}{1,2}|był w szpitalu|była w szpitalu|trafił|trafiła|leży w szpitalu|ma raka)${E}`,
    `${B}(?:śmierć|pogrzeb|choroba|chorobą|śmierci|pogrzebu|choroby)\\s{1,3}(?:mojej|mojego|moich)\\s{1,3}\\p{L}{2,15}${E}`,
    `${B}(?:urodził mi się|urodziła mi się|urodziło mi się|urodziłam|zostałam mamą|zostałem tatą|zostałem ojcem|zostałam matką)${E}`,
  ]),
  event: anyOf([
    `${B}to\\s{1,3}(?:właśnie\\s{1,3})?ja[^.!?\\n]{0,60}\\p{L}{2,20}(?:łem|łam)${E}`,
    `${B}to\\s{1,3}(?:właśnie\\s{1,3})?ja\\s{1,3}(?:\\p{L}{2,20}(?:łem|łam)|byłam|byłem|jestem)${E}`,
    `${B}(?:byłam|byłem|jestem)\\s{1,3}(?:t[ąy]m?|osobą),?\\s{1,3}kt[oó]r\\p{L}{1,3}\\s{1,3}(?:zgłosi|złoży|napisa|poinformowa|zawiadomi|poskarży|doniós|donios|znalaz|odkry|powiedzia)`,
    `${B}(?:złożyłam|złożyłem|wniosłam|wniosłem)\\s{1,3}(?:formalną\\s{1,3}|oficjalną\\s{1,3})?(?:skargę|zażalenie|zawiadomienie|pozew|donos|reklamację)${E}`,
    `${B}(?:moja skarga|moją skargę|mojej skargi|mojej skardze|mój pozew|moje zgłoszenie|moje zażalenie)${E}`,
    `${B}(?:zgłosiłam|zgłosiłem|doniosłam|doniosłem)${GAP(60)}${WHEN}`,
    `${B}(?:zostałam|zostałem)\\s{1,3}(?:rann\\p{L}|zranion\\p{L}|pobit\\p{L}|zawieszon\\p{L}|zwolnion\\p{L}|przeniesion\\p{L}|ukaran\\p{L}|zaatakowan\\p{L})${GAP(60)}${WHEN}|${B}(?:uległam|uległem) wypadkowi${E}`,
  ]),
};
