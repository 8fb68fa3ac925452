import type { EmergencyType } from '@voyce/contracts/ai';
import { EVERYDAY } from './crisis-cues-everyday.ts';

/**
 * Crisis vocabulary per language, written for this purpose: the everyday words for violence,
 * crime, threats, self-harm and harassment, with their common inflections. The encoder heads read
 * English; these give every other language at least "please review".
 *
 * Written without diacritics (text and patterns are both stripped of them, so "empujó", "empujo"
 * and "împingând" / "impingand" match alike). `~` stands for any letters (an inflection). Words
 * are matched whole: a cue never matches inside a longer word unless it ends in `~`.
 *
 * Two groups:
 * - MAIN: languages the detector tells reliably (detectLanguage); used for text detected as them,
 *   beside the older rules of multilingual-emergency.ts.
 * - SPREAD: languages the detector often mistakes (Romanian read as Portuguese, Tagalog or
 *   Indonesian or romanised Hindi read as English ...). Their cues are read on every text, English
 *   included, so they hold only words that are not English words (checked on the English lines of
 *   the blind training corpora: none of 1,800 raised; and in crisis-cues.test.ts).
 */
type Table = Partial<Record<EmergencyType, string>>;

export const plain = (s: string) => s.normalize('NFD').replace(/\p{M}+/gu, '');

const MAIN: Record<string, Table> = {
  es: {
    violence:
      'arrastr~|labio partido|moret(?:on|ones)|morat(?:on|ones)|punetazo~|patada~|bofetada~|paliza~|golpes|sangr(?:e|aba|ando)|marcas en (?:los|el|la|sus) (?:brazos?|cuello|cara)|(?:le|me|la|lo) (?:pega|pegaba|pego|empuja|empujaba|tiro al suelo)',
    crime:
      'hurto~|robando|en negro|al bolsillo|sin factura|desvi(?:a|o|ando) (?:el )?dinero|sobornos?|falsea~|maquilla~ (?:las )?cuentas|se queda con (?:el )?dinero',
    threat:
      'prender fuego|quemar (?:el|la|le|te)|(?:se|te) va a enterar|ya vera~|se donde vives|sabe donde (?:vive~|vivo)|(?:te|lo|la|le) voy a (?:matar|partir|reventar)|te mato|lo mato',
    self_harm:
      'quitarse la vida|matarme|matarse|suicidarse|ahorcarme|ahorcarse|tirarme (?:por|de|al)|carta de despedida|no vale la pena vivir|ya no (?:quiero|puedo) (?:seguir|mas)|hacerse dano',
    harassment:
      'manose~|tocamientos?|insinuacion~|fotos (?:intimas|desnud~)|racis~|discrimin~|humill~|(?:la|me|le) sigue (?:hasta|a casa|al coche)|(?:la|me) espera (?:fuera|en el parking|a la salida)|acoso~|insult~',
  },
  fr: {
    violence:
      'gifl~|coups? de poing|coups? de pied|tabass~|cogn~|saign~|des bleus (?:sur|aux|partout)|ecchymose~|violent~|violence~|brutalis~',
    crime: 'au noir|pots?-de-vin|vole (?:de|des|du|la|le|les)|faux documents?|en especes non declar~|detourn~|corrompu~|corruption',
    threat:
      'batte|regler (?:ses|son|mon|leur) comptes?|je vais (?:te|le|la|vous) (?:tuer|buter|crever|defoncer|faire la peau)|tu vas voir|je sais ou tu habites|mettre le feu|bruler (?:le|la|les|ta|ton)|(?:te|le|la) crever',
    self_harm:
      'me foutre en l.air|se foutre en l.air|se suicider|se tuer|me pendre|se pendre|lettre d.adieu|plus la force de vivre|mettre fin a (?:ses|mes) jours|en finir avec la vie',
    harassment:
      'main aux fesses|remarques? sexistes?|sexistes?|racis~|humili~|discrimin~|insult~|m.attend (?:a la sortie|dans le parking|devant chez moi)',
  },
  de: {
    violence:
      'geohrfeigt|ohrfeige~|blaue flecken|blutig~|blutet~|zusammengeschlagen|gewalt~|handgreiflich~|geschlagen|tritt (?:mich|ihn|sie)',
    crime:
      'lohnbetrug|schwarzarbeit|schwarzgeld|manipul~|gefalscht~|falsch~ (?:abgerechnet|gebucht)|bestoch~|geklaut|klaut|unterschlagen|veruntreut',
    threat:
      'bringe? (?:dich|euch|ihn|sie) um|abstechen|absteche|(?:wei(?:ss|ß)) wo du wohnst|anzunden|abfackeln|du wirst (?:sehen|es bereuen)',
    self_harm:
      'das leben nehmen|mich umbringen|sich umbringen|lebensmude|abschiedsbrief~|ritzt~|aufhangen|nicht mehr leben (?:will|mochte)',
    harassment: 'begrapscht|grapscht|anzugliche~|sexuelle anspielung~|diskriminier~|rassis~|stalkt|nachstell~|gedemutigt|demutig~|mobbt',
  },
  it: {
    violence: 'picchia~|schiaff~|pugn(?:o|i)|calci|livid(?:o|i)|sangue|sanguin~|botte|violent~|violenza',
    crime: 'ruba~|truff~|in nero|tangent~|contraffa~|falsifica~|scadut(?:i|e) (?:con|rietichett~)|rietichett~|intasca~|corruzione',
    threat: 'ti faccio (?:male|vedere|fuori)|te la faccio pagare|so dove abiti|dar fuoco|ammazz~|uccid~|(?:ti|lo|la) ammazzo',
    self_harm: 'uccidermi|uccidersi|impiccar~|lettera d.addio|non ho piu voglia di vivere|farsi del male|farmi del male|togliersi la vita',
    harassment: 'palpeggi~|avance~|razzis~|discrimin~|umili~|mi perseguita|la perseguita|insult~|sessist~',
  },
  pt: {
    violence: 'tapa~|chut(?:e|ou|ando)|hematoma~|roxos|sangr~|espanc~|agress(?:ao|oes|ivo)|violencia',
    crime: 'no bolso|por fora|sem nota|caixa dois|propina~|suborn~|fraud~|falsific~|adulter~|furt~',
    threat: 'sei onde (?:voce |tu )?mora~|tacar fogo|por fogo|botar fogo|vou (?:te |o |a )?matar|vai se arrepender',
    self_harm:
      'se matar(?! de)|me enforcar|se enforcar|carta de despedida|nao aguento mais viver|tirar a (?:propria )?vida|sumir (?:de vez|para sempre)|me machucar',
    harassment: 'passa a mao|passou a mao|racis~|discrimin~|humilh~|insult~|assedi~|me persegue|a persegue|cantada~',
  },
  nl: {
    violence: 'geschopt|schopt|blauwe plekken|bloed~|mishandel~|klappen (?:gegeven|gekregen)|in elkaar geslagen|geweld~',
    crime: 'loondiefstal|zwart (?:geld|betaald|gewerkt)|vervals~|omkop~|verduister~|sjoemel~|achterover gedrukt|gejat|jat',
    threat: 'dreig~|vermoord~|ik maak (?:je|hem|haar) af|weet waar (?:je|jij|ze|hij) woont|in brand steken',
    self_harm:
      'zelfmoord|er een einde? aan (?:\\p{L}+ ){0,2}(?:te )?maken|een einde? aan (?:mijn|zijn|haar|het) leven|dood willen|wil dood|niet meer (?:willen )?leven|(?:mezelf|zichzelf) iets aan~|afscheidsbrie~',
    harassment: 'intimid~|lastigge~|gepest|pesten|pest (?:mij|haar|hem)|discrimin~|racis~|betast|aanrand~|seksue~ opmerking~',
  },
  pl: {
    violence: 'kopn~|siniak~|krwaw~|spoliczkow~|pobit~|bije(?! (?:rekord~|na glowe))|uderzy~|przemoc~',
    crime: 'kradzie~|ukrad~|kradn~|lapowk~|łapowk~|oszust~|oszuk~|falszyw~|fałszyw~|podrab~|defraudac~',
    threat: 'wiem gdzie mieszkasz|pozalujesz|pożałujesz|grozb~|groźb~',
    self_harm:
      'pozegnaln~|pożegnaln~|odebrac sobie zycie|odebrać sobie życie|zabic sie|zabić się|nie chce (?:juz )?zyc|nie chcę (?:już )?żyć|targn~ na (?:swoje )?zycie',
    harassment: 'neka~|nęka~|mobbing~|dyskrymin~|ponizaj~|poniża~|molest~|obmacuj~|rasist~',
  },
};

const SPREAD: Record<string, Table> = {
  ro: {
    violence:
      'lovit~|lovind~|loveste|batut~|bataie|batai|impins~|impingand~|palm(?:uit|uiește|uieste)~|vanatai|vanataie|sange|sangera~|agresat~',
    crime: 'furt|furtul|furturi|fura|furat~|frauda|fraudă|mita|spaga|spag~|delapid~|la negru',
    threat: 'amenint~|te omor|il omor|o omor|ucid~|cutit~|iti dau foc|stiu unde locuiesti',
    self_harm:
      'sinucid~|imi iau viata|isi ia viata|nu mai (?:am|are) pentru ce (?:sa )?trai~|nu mai vreau sa traiesc|vreau sa mor|sa-si faca rau',
    harassment:
      'hartui~|hărțui~|rasis~|umilit~|umilint~|umileste|(?:o|ma|il) urmareste|(?:o|ma) asteapta (?:\\p{L}+ ){0,6}in parcare|sa (?:o|ma) lase in pace',
  },
  tr: {
    violence: 'dov(?:du|uyor|uldu|ulmus|mus|er)~|vurdu~|tokat~|yumruk~|tekme~|yuzu sis~|dudag[ıi] patla~|morluk~|kan[ıi]yor|siddet~',
    crime: 'h[ıi]rs[ıi]z~|cald[ıi]~|cal[ıi]yor~|calint[ıi]~|rusvet~|dolandir~|dolandır~|sahte~|zimmet~|kay[ıi]t d[ıi]s[ıi]|elden nakit',
    threat: 'tehdit~|oldur(?:ur|ecek|urum|eceg)~|bicak~|silah~',
    self_harm: 'intihar~|kendimi oldur~|kendini oldur~|yasamak istemiyor~|canina kiy~|canıma kıy~',
    harassment: 'taciz~|dalga geciyor|asagil~|aşağıl~|[ıi]rkc[ıi]~|ayr[ıi]mc[ıi]~|hakaret~',
  },
  tl: {
    violence: 'sinuntok|suntok~|sinampal|sampal~|sinipa|binugbog|bugbog~|dumudugo|tinulak|sinaktan|sinasaktan|pananakit',
    crime: 'nagnanakaw|ninakaw|nakaw~|magnakaw|pagnanakaw|pandaraya|dinaya|suhol~|kinurakot|kurakot~|pineke',
    threat: 'papatayin|patayin|pinagbantaan|binantaan|nagbanta|pagbabanta|kutsilyo|sasaktan (?:ka|kita|kayo|niya)',
    self_harm:
      'magpakamatay|nagpakamatay|pagpapakamatay|ayoko nang mabuhay|ayaw (?:na )?(?:niya|ko) nang mabuhay|gusto (?:ko|niya) nang mamatay|tapusin (?:ang )?(?:kanyang|aking) buhay',
    harassment: 'binabastos|bastos~|hinihipuan|hinipuan|manyak~|minamaliit|inaabuso|pang-aabuso|diskriminasyon|hinaharass',
  },
  vi: {
    violence: 'bi đanh|đanh (?:đap|toi|anh|chi|em|co|no|ban)|bam tim|chay mau|đam (?:vao|chet)|hanh hung|bao luc',
    crime: 'an cap|an trom|trom cap|gian lan|hoi lo|tham o|lam gia|bien thu|lua đao',
    threat: 'đe doa|giet (?:may|toi|anh|chi|em|no|chet)|mat mot nguoi|se cho (?:may|anh|chi) biet tay',
    self_harm: 'tu tu|tu sat|tu lam hai|muon chet|khong muon song|ket thuc cuoc đoi',
    harassment: 'quay roi|sam so|phan biet đoi xu|lam nhuc|xuc pham|ky thi',
  },
  id: {
    violence: 'memukul~|dipukul~|menampar|ditampar|menendang|ditendang|berdarah|memar|dianiaya|penganiayaan|kekerasan',
    crime: 'mencuri|dicuri|pencurian|korupsi|suap|menyuap|disuap|penipuan|menipu|memalsukan|pemalsuan|penggelapan|menggelapkan',
    threat: 'mengancam|diancam|ancaman|membunuh|dibunuh|pisau|menusuk|tahu alamat rumah',
    self_harm: 'bunuh diri|mengakhiri hidup|ingin mati|mau mati|tidak ingin hidup|menyakiti diri',
    harassment: 'pelecehan|dilecehkan|melecehkan|rasis|diskriminasi|menghina|dihina|merendahkan|perundungan|dirundung',
  },
  sw: {
    violence: 'alinipiga|alimpiga|wanampiga|kunipiga|kumpiga|kupigwa|alipigwa|amepigwa|damu|jeraha',
    crime: 'wizi|aliiba|anaiba|kuiba|wameiba|rushwa|udanganyifu|ulaghai|wanaiba',
    threat: 'kutishia|alinitishia|ananitishia|vitisho|tishio|kuua|atakuua|nitakuua|kuniua|risasi|kisu|bunduki',
    self_harm: 'kujiua|kujidhuru|sitaki kuishi|nataka kufa|hataki kuishi|anataka kufa',
    harassment: 'unyanyasaji|ananyanyasa|ubaguzi|ananitukana|matusi|kudhalilisha|kunitukana',
  },
  sv: {
    violence: 'slog (?:mig|honom|henne|dem|oss)|misshandl~|sparkade|blamarken|blodig~|blodet',
    crime: 'stal (?:pengar|varor|fran)|stulit|stold~|bedrageri~|mutor|mutade|forskingr~|forfalsk~|svart (?:betalt|arbete)',
    threat: 'hotade|hotar (?:mig|honom|henne|att)|doda (?:mig|dig|honom|henne)|kniv|kniven|knivar|vapen|skjuta (?:mig|dig|honom|henne)',
    self_harm: 'sjalvmord~|ta livet av (?:mig|sig)|orkar inte leva|vill inte leva|vill do|skada (?:mig|sig) sjalv',
    harassment: 'trakasser~|sexuella (?:kommentarer|anspelningar)|rasis~|krankande|krankt|mobb(?:ad|ar|ning)',
  },
  hi: {
    violence: 'thappad|maar(?:a|i|e|peet)|maara|peet(?:a|i|te)|pitai|zameen pe gira|chot (?:lagi|aayi)|khoon',
    crime: 'chori|chura(?:ya|yi|te|ta)|rishwat|ghoos|dhokha~|ghotala|jaali|farzi',
    threat: 'dhamki|jaan se maar|maar (?:dalunga|daalunga|dunga|denge)|dekh lunga|chaku|bandook',
    self_harm:
      'jaan de (?:dega|dungi|dunga|degi|du)|apni jaan|khudkushi|aatmahatya|marna chahta|marna chahti|mar jaana chahta|sab khatam karna|jeena nahi',
    harassment: 'gaali|gaaliyan|chhed~|ghoor(?:ta|te)|bhedbhaav|zaleel|beizzat~',
  },
  el: {
    violence: 'χτυπησ~|χτυπα~|εδειρε|δερν~|μωλωπ~|αιμα~|βια',
    crime: 'εκλεψ~|κλεβ~|κλοπη~|απατη~|δωροδοκ~|λαδωμα|πλαστογραφ~|υπεξαιρεσ~',
    threat: 'απειλ~|σκοτωσ~|μαχαιρι~|οπλο|σπασει το κεφαλι|σπασω το κεφαλι',
    self_harm: 'αυτοκτον~|να πεθανω|δεν θελω να ζω|βλαψω τον εαυτο μου',
    harassment: 'παρενοχλ~|ρατσισ~|διακρισ~|εξευτελ~',
  },
  uk: {
    violence: 'вдарив~|вдарил~|ударив~|ударил~|побив~|побил~|б.ють|синяк~|синц~|кров|крові|кровь|крови|насильств~|насили~',
    crime: 'вкрав~|украл~|крад~|кража|крадіжк~|хабар~|взятк~|шахра~|мошен~|підроб~|подделк~|подделал~',
    threat: 'погрож~|угрож~|вб.ю|вбити|убью|убить|нож|зброя|зброю|оружие',
    self_harm:
      'покінчити з собою|покончить с собой|самогубств~|самоубийств~|суїцид~|суицид~|не хочу жити|не хочу жить|прощальн~ лист~|прощальн~ письм~',
    harassment: 'домаган~|домогат~|цькуван~|травл~|дискримін~|дискримин~|принижу~|унижа~|расис~',
  },
};

/** Scripts without spaces between words, or with letters joined to their particles: matched inside words. */
const ANYWHERE: Record<string, Table> = {
  ar: {
    violence: 'ضرب|صفع|ركل|كدمات|كدمة|اعتدى|اعتداء|عنف|يعنف',
    crime: 'سرق|سرقة|يسرق|سارق|رشوة|رشاوى|رشوه|احتيال|نصب علي|تزوير|مزور|اختلاس|اختلس',
    threat: 'هدد|تهديد|يهدد|سأقتل|سيقتل|سيضرب|قتلك|سكين|سلاح|مسدس|أين تسكن|اين تسكن',
    self_harm: 'انتحار|انتحر|ينتحر|أنتحر|أنهي حياتي|انهاء حياته|إنهاء حياتي|لا أريد أن أعيش|أؤذي نفسي|إيذاء نفسه|أريد أن أموت',
    harassment: 'تحرش|يتحرش|التحرش|عنصري|عنصرية|تمييز|إهانة|يهين|مضايقة|يضايق',
  },
  zh: {
    violence: '打了|打我|打他|打她|殴打|扇了|耳光|踢了|淤青|流血|暴力',
    crime: '偷|盗|贪污|受贿|行贿|回扣|诈骗|欺诈|伪造|造假|篡改|私吞|侵吞',
    threat: '威胁|杀了|杀死|弄死|砍死|拿刀|持刀|刀子|枪',
    self_harm: '自杀|轻生|不想活|想死|结束生命|自残|伤害自己',
    harassment: '骚扰|歧视|辱骂|骂我|侮辱|羞辱|霸凌|欺负|蠢货',
  },
  hi: {
    violence: 'मारा|पीटा|थप्पड़|हिंसा',
    crime: 'चोरी|रिश्वत|धोखाधड़ी|घोटाला',
    threat: 'धमकी|जान से मार',
    self_harm: 'आत्महत्या|खुदकुशी|जान दे',
    harassment: 'उत्पीड़न|छेड़|भेदभाव|गाली',
  },
};

const ORDER: EmergencyType[] = ['violence', 'crime', 'threat', 'self_harm', 'harassment'];

/** The everyday phrasings (crisis-cues-everyday.ts) join their language's table, wherever it is read. */
for (const [language, table] of Object.entries(EVERYDAY)) {
  const into = MAIN[language] ?? SPREAD[language] ?? ANYWHERE[language];
  if (!into) throw new Error(`crisis-cues-everyday: no table for ${language}`);
  for (const k of ORDER) if (table[k]) into[k] = into[k] ? `${into[k]}|${table[k]}` : table[k];
}

/**
 * A course, talk or policy about harassment or violence names it without reporting it ("la
 * formación sobre acoso laboral fue muy larga"): the words that follow "training on" are not read.
 */
const COURSE = new RegExp(
  plain(
    '(?<![\\p{L}])(?:formacion|curso|cursos|taller|charla|capacitacion|formation|stage|atelier|schulung|fortbildung|seminar|workshop|unterweisung|training|treinamento|palestra|szkoleni\\p{L}*|warsztat\\p{L}*|instruire\\p{L}*|cursul|politica|politique|richtlinie|regulamin\\p{L}*)' +
      '(?: \\p{L}+)? (?:sobre|de|contra|sur|contre|zu|zum|zur|uber|gegen|z|ze|o|dotyczace|przeciw|despre|privind|impotriva) (?:\\p{L}+ ?){1,3}' +
      '|(?:دورة|الدورة|ورشة|محاضرة|تدريب)\\S*(?: \\S+)? (?:عن|حول|ضد) (?:\\S+ ?){1,3}',
  ),
  'giu',
);
export const withoutCourseTopics = (t: string) => t.replace(COURSE, ' ');

type Compiled = Partial<Record<EmergencyType, RegExp>>;
const whole = (src: string) => new RegExp(`(?<![\\p{L}])(?:${plain(src).replace(/~/g, '\\p{L}*')})(?![\\p{L}])`, 'iu');
const inside = (src: string) => new RegExp(plain(src), 'iu');
const compile = (t: Table, as: (s: string) => RegExp): Compiled =>
  Object.fromEntries(Object.entries(t).map(([k, v]) => [k, as(v)])) as Compiled;

const MAIN_RE = Object.fromEntries(Object.entries(MAIN).map(([l, t]) => [l, compile(t, whole)]));
const SPREAD_RE = [...Object.values(SPREAD).map((t) => compile(t, whole)), ...Object.values(ANYWHERE).map((t) => compile(t, inside))];

/**
 * The kinds whose crisis words the text holds: the cues of its detected language (if any), and
 * of every language the detector does not tell reliably. For English text (language 'en') only the
 * latter: an insight in Tagalog that the detector calls English is still read for them.
 */
export function crisisCues(text: string, language: string): EmergencyType[] {
  const t = withoutCourseTopics(plain(text));
  const tables = [...(language !== 'en' && MAIN_RE[language] ? [MAIN_RE[language]] : []), ...SPREAD_RE];
  return ORDER.filter((k) => tables.some((table) => table[k]?.test(t)));
}

/** For tests: the languages whose cues are read on every text. */
export const SPREAD_LANGUAGES = [...Object.keys(SPREAD), ...Object.keys(ANYWHERE)];
