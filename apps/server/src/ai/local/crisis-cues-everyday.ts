import type { EmergencyType } from '@voyce/contracts/ai';

/**
 * The everyday ways of saying it, in the languages MyVoyce speaks (es, fr, de, pt, pl, ro, ar),
 * beside the dictionary words of crisis-cues.ts: implicit self-harm ("I don't want to be here any
 * more", "they'd be better off without me", giving things away, a goodbye "for ever"), a colleague
 * who speaks of it, threats to "make him pay" or with a weapon, unwanted touching and sexual
 * comments, someone who "won't leave me alone", intimidation, stealing, bribes, cash off the books,
 * drugs at work, and blows with their marks (bruises, bleeding).
 *
 * Same notation as crisis-cues.ts (no diacritics except Polish ł, `~` any letters, whole words).
 * Each phrase is bound to a person or a clause so that workplace hyperbole stays calm: "me mata
 * este horario", "je suis mort de fatigue", "das bringt mich um", "bateu a meta", "ten projekt
 * mnie zabije", "هذا الدوام يقتلني". Romanian is read on every text (crisis-cues.ts SPREAD), so its
 * words are never English words; Arabic is matched inside words (letters join their particles).
 */
type Table = Partial<Record<EmergencyType, string>>;

/** Ends a clause: "ya no quiero estar aquí." but not "… aquí los sábados". */
const END = '(?=\\s*(?:[.,;:!?…]|$|y |e |et |und |i |si |и ))';

export const EVERYDAY: Record<string, Table> = {
  es: {
    violence: [
      '(?:le|la|lo|me|les|nos|te) (?:dio|dieron|da|daba|pego|pegaron|pegaba) (?:\\p{L}+ )?(?:golpe~|punetazo~|bofetada~|patada~|paliza~|cachetada~|tortazo~|hostia~|empujon~)',
      'golpiza~|empujon(?:es)?|empujaron|(?:la|lo|le|me|nos) empuj(?:o|aron|aba|a) (?:contra|al|por|hacia)',
      '(?:la|lo|le|me) (?:agarr|cog)(?:o|io|aron|aba) (?:del|de la|por el|por la) (?:cuello|brazo|pelo|garganta)',
      'ojo morado|ojos morados|cardenales|sangr(?:o|aba|ando|ar)|estrangul~|(?:la|lo|me|le) (?:tiro|tiraron) al suelo',
      '(?:le|me|les|nos) (?:pega|pegan|pegaba|pegaban|pego|pegaron|golpea|golpeaba|golpeo|golpearon|pateo|patearon|abofeteo)(?![\\p{L}])',
    ].join('|'),
    crime: [
      'robad[oa]s?|(?:se lleva|se llevan|se llevo|se llevaba|saca|sacan) (?:\\p{L}+ ){0,2}(?:material|mercancia|productos|herramientas|cosas|dinero) (?:a casa|del almacen|de la tienda|sin pagar)',
      'coima~|(?:dinero|pagos?|sueldo|horas) (?:en negro|bajo cuerda|por debajo de la mesa|sin declarar)|bajo cuerda|por debajo de la mesa|en efectivo sin (?:factura|declarar|recibo)',
      'facturas? falsa~|facturas? infla~|gastos? (?:falso~|inventado~|inflado~)|chanchullo~|trapichea~|trapicheo~',
      'drogas|drogad[oa]s?|se droga~|(?:consume|consumen|vende|venden|pasa|pasan|esnifa~) (?:\\p{L}+ ){0,2}(?:droga|drogas|cocaina|marihuana|pastillas|porros?)|cocaina|esnifa~',
    ].join('|'),
    threat: [
      '(?:me|nos|te) las? (?:vas|va|van) a pagar|(?:me|nos) las? (?:pagaras|pagara|pagaran)|(?:va|vas|van) a pagar(?:lo)? caro|(?:le|te|les) (?:voy|vamos) a hacer pagar|(?:voy|vamos) a hacer(?:le|te|les)? pagar|hacer(?:le|te|les) pagar',
      'navaja~|bate de beisbol|machete~|(?:trajo|traer|saco|sacaba|lleva|llevaba|tiene) (?:\\p{L}+ )?(?:una?) (?:cuchillo|navaja|pistola|arma|martillo)',
      '(?:le|te|les|os) (?:voy|vamos|va|van) a (?:partir|romper|reventar) (?:la cara|las piernas|la cabeza|los dientes)|(?:partir|romper|reventar)(?:le|te|les) (?:la cara|las piernas|la cabeza)',
      '(?:voy|vamos|va|van) a matar(?:te|lo|la|los|las|os)(?![\\p{L}])|(?:os|los|las) (?:voy|vamos) a matar|te (?:voy|vamos) a (?:esperar|buscar) (?:fuera|a la salida|en el parking|en tu casa)|vengar~ de (?:el|ella|ti|todos)|me vengare',
      'escopeta~|rifle~|fusil~|(?:volver|vuelve|vendra|volvera) (?:\\p{L}+ ){0,2}(?:armad[oa]|con (?:un|una|el|la|su) (?:pistola|escopeta|rifle|fusil|arma|cuchillo))',
    ].join('|'),
    self_harm: [
      `ya no quiero (?:estar|seguir) (?:aqui|aca|en este mundo)${END}|no quiero (?:seguir )?(?:estar|vivir) en este mundo|no quiero seguir viviendo|no quiero existir|ya no quiero existir`,
      '(?:estarian|estaria|estarias|estariamos|vivirian|viviria) mejor sin mi|mejor sin mi|soy una carga|ser una carga para (?:todos|mi familia|los demas)',
      'despid~ (?:\\p{L}+ ){0,4}para siempre|adios para siempre|como si no (?:fuera|fuese|fueras|fueses|fueramos) a volver',
      'regal(?:a|an|o|ando|ado) (?:todas )?(?:sus|mis) (?:cosas|pertenencias|pertenencias personales|plantas|libros)|reparti(?:o|endo|r)? (?:todas )?(?:sus|mis) (?:cosas|pertenencias)',
      'terminar con todo|acabar con todo|acabar con (?:mi|su) vida|poner fin a (?:mi|su) vida|quitarme de en medio|quitarse de en medio|se (?:quiere|queria|va a|iba a) (?:matar|suicidar)|me quiero suicidar',
      'no (?:le|me) (?:veo|ve|encuentro|encuentra) sentido a (?:la vida|vivir|seguir viviendo)|la vida no tiene sentido|no tengo (?:razones|motivos?) para vivir|no (?:tiene|tengo) (?:razon|motivo) para vivir',
      'dormir(?:me|se)? y no despertar|no despertar(?:me|se)? (?:nunca|mas)|ojala (?:no despertar|estuviera muert[oa]|me muriera)|quisiera estar muert[oa]|prefiero estar muert[oa]',
      '(?:se|me) cort(?:a|aba|o|ando) (?:los brazos|las munecas|las piernas)|cortes en (?:los|las|sus|mis) (?:brazos|munecas|piernas)|autolesi~|tomar(?:me|se) (?:todas )?(?:las )?pastillas|tirar(?:me|se) (?:por|de|al|desde) (?:la ventana|el puente|un puente|el balcon|la azotea|las vias|el tren|un tren)',
      '(?:no (?:le )?veo|no tengo|ya no hay) (?:\\p{L}+ ){0,2}(?:sentido|razon|motivo) (?:a|para|de) (?:volver|seguir|vivir|levantarme)|repart\\p{L}* (?:\\p{L}+ ){0,2}(?:las|mis|sus) cosas|carta (?:de despedida|a mi (?:hija|hijo|familia|mujer|madre))',
    ].join('|'),
    harassment: [
      '(?:me|la|le|les|nos) (?:toca|toco|tocaba|tocan|tocaron|tocaban|agarra|agarro|agarraba|soba|sobaba) (?:el|la|los|las|mi|su|sus|mis) (?:culo|trasero|pecho|pechos|senos|pierna|piernas|muslo|muslos|cintura|nalgas|cuerpo)',
      'toca~ sin (?:permiso|consentimiento|que (?:yo|ella|el) quiera)|sin mi consentimiento|sin su consentimiento',
      'comentarios (?:sexuales|obscenos|lascivos|subidos de tono|sobre (?:mi|su) (?:cuerpo|fisico|ropa|pecho))|chistes (?:sexuales|verdes sobre|obscenos)|piropos?|(?:mensajes|fotos|videos) (?:obscen~|sexual~|subidos de tono|intim~|desnud~)',
      'no (?:me|la|le|nos) deja(?:n|ba|ban)? en paz|no (?:me|la|le|nos) (?:deja|dejan) tranquil[oa]s?',
      '(?:me|nos|la|le|les) (?:intimida|intimidan|intimidaba|amenaza con|ridiculiza|ridiculizan|grita delante|gritan delante|hace la vida imposible|hacen la vida imposible)|intimidacion~|bullying|mobbing|acoso laboral|se burla~ de (?:mi|el|ella|nosotros) (?:delante|todos|cada)',
      'si (?:se|te|me|nos|os) quej(?:a|as|an|amos|ais|e|es|en)\\p{L}* (?:[\\p{L},]+ ){0,5}(?:a la calle|a la puta calle|despid\\p{L}*|echa\\p{L}*|fuera|se (?:va|iba) (?:a la calle|fuera))|(?:desde que|porque) (?:le |les )?(?:dije que no|rechace|me negue)',
    ].join('|'),
  },
  fr: {
    violence: [
      'roue~ de coups|pass(?:e|er|ait) a tabac|a tabac|coups? de (?:boule|tete|couteau)|(?:m|l|les|nous).(?:a|ont|avait) (?:bouscule~|pousse~|plaque~|etrangle~|cogne~|tape~|attrape~ par)',
      'couvert~ de bleus|plein~ de bleus|(?:un|des|les) bleus? (?:au|a l|a la|aux|sur)|oeil au beurre noir|en sang|nez en sang|levre fendue|etrangl~|empoign~',
      'plaque~ contre (?:le|la|un|une) (?:mur|porte|casier)|jete~ (?:a|par) terre|(?:le|la|me) frapp(?:e|ait|aient|ent) (?:au|a la|aux|dans|avec|tous)|lev(?:e|er|ait) la main sur',
    ].join('|'),
    crime: [
      'fraud~|dessous[- ]de[- ]table|enveloppe~ (?:en liquide|d.argent|de billets)|au black|paye~ (?:au black|en liquide|de la main a la main)|en liquide (?:sans|non declar~|hors)|non declare~|sans facture',
      'fausses? factures?|factures? (?:bidon~|gonfle~|fictive~)|notes? de frais (?:gonfle~|bidon~|falsifi~|truque~|fictive~)|magouill~|arnaqu~|truqu~ (?:les|la|le)',
      'vol(?:e|ent|ait|aient|er) (?:dans|du|des|de l.argent|la marchandise|le materiel|en caisse)|piqu(?:e|ent|ait|aient|er) (?:dans la caisse|du materiel|de la marchandise|des produits)|se serv(?:ir|ent|ait) dans la caisse',
      'drogue~|cocaine|coke|cannabis|se drogu~|dealer|deal(?:e|ent|ait) (?:de la|du|des)|trafic de (?:drogue|stupefiants)|(?:fume|fument|fumait) (?:des joints|un joint|du shit)|sniff~',
    ].join('|'),
    threat: [
      '(?:me|nous) le (?:payer|paiera|paieras|paierez|paieront|payera|payeras)|le pai(?:e|era|eras|eront)? cher|le payer cher|(?:vais|va|vont) (?:lui|te|leur|vous) faire payer|(?:lui|te|leur|vous) faire payer',
      '(?:te|lui|leur|vous) (?:casser|peter|exploser|defoncer|demolir|refaire) (?:la gueule|la figure|la tete|le portrait)|(?:casse|pete|defonce)r? la gueule',
      'flingue~|revolver|arme a feu|armes? blanches?|cutter|(?:avec|sorti|sort|brandi|brandit) (?:un|une|son|sa) (?:couteau|cutter|arme|pistolet|marteau|batte)',
      'sais ou (?:tu habites|il habite|elle habite|vous habitez|tu vis)|je (?:t|vous).attends? (?:a la sortie|dehors|sur le parking|en bas)|va (?:le|la|te) (?:tuer|buter)|(?:je vais|on va) (?:me venger|se venger)|me venger (?:de|d)',
      'fusil~|carabine~|(?:revien|reviendr|viendr)\\p{L}* (?:\\p{L}+ ){0,2}(?:arme|avec (?:un|une|son|sa) (?:fusil|arme|couteau|carabine|pistolet))',
    ].join('|'),
    self_harm: [
      `ne (?:veux|voudrais|veut|voulait|voudrait) plus (?:etre (?:la|ici|de ce monde)|exister|vivre)${END}|plus envie d.(?:exister|etre la)|plus la force de continuer a vivre`,
      '(?:seraient|serait|serais|seriez|serions) mieux sans moi|mieux sans moi|(?:un|le) poids pour (?:tout le monde|les autres|ma famille)|je suis un fardeau',
      'adieux? (?:pour toujours|definiti~)|dire adieu (?:a tout le monde|a tous)|comme (?:s.il|si elle|si je) n.all(?:ait|ais) (?:jamais )?(?:plus )?revenir',
      '(?:donne|donner|donnait|distribue|distribuer|distribuait|offre|offrir|offert) (?:toutes )?(?:ses|mes) (?:affaires|objets|biens|plantes|livres|possessions)',
      'en finir avec (?:la vie|tout|moi|ma vie|sa vie)|(?:veux|veut|voulais|voulait|vais|va) en finir(?=\\s*(?:[.,;:!?]|$))|mettre fin a (?:sa|ma) vie|(?<!(?:va|vont|vas|par) )(?:se|me) tuer(?=\\s*(?:[.,;:!?]|$))|parle de (?:se tuer|mourir|en finir|disparaitre)',
      '(?:plus|aucune|pas de) raisons? de vivre|(?:ma|sa|la) vie n.a plus (?:de|aucun) sens|envie de (?:mourir|crever)(?! de)|(?:j.aimerais|je voudrais) (?:etre mort|mourir|ne pas me reveiller)|ne (?:plus|pas) (?:me|se) reveiller',
      'scarif~|automutil~|(?:se|me) (?:couper|coupe|taillad~) (?:les poignets|les bras|les veines)|avaler (?:toutes )?(?:les|mes|ses|des) (?:cachets|medicaments|pilules)|(?:sauter|se jeter|me jeter) (?:du|d.un|par la|sous (?:le|un)) (?:pont|toit|balcon|immeuble|fenetre|train|metro)',
      '(?:plus|aucune|pas de) raisons? (?:de|pour) (?:revenir|continuer|me lever)|(?:donne|distribue)\\p{L}* (?:\\p{L}+ ){0,2}(?:mes|ses) affaires|lettre (?:a|pour) (?:ma|mon|mes) (?:fille|fils|femme|enfants|famille)',
    ].join('|'),
    harassment: [
      '(?:me|la|les|lui) touch(?:e|ent|ait|aient|er) (?:les fesses|la poitrine|les seins|les cheveux|la cuisse|les cuisses|le genou|la jambe|les jambes|le dos|la taille|les hanches|tout le temps|sans arret|sans cesse|partout)|touch~ sans (?:mon|son|leur) (?:accord|consentement)|attouchement~',
      'mains? baladeuse~|(?:propos|remarques?|commentaires?|blagues?|messages?|allusions?) (?:deplace~|sexuel~|obscene~|graveleu~|salace~|a caractere sexuel|sur (?:mon|son) (?:physique|corps|poitrine|tenue))|photos? (?:intimes|de nu|denude~)',
      'ne (?:me|la|nous|les) lache(?:nt|ra|ait)? (?:pas|plus|jamais)|ne (?:me|la|nous|les) laisse(?:nt|ra|ait)? pas tranquille~?',
      'intimidation~|m.intimide~|l.intimide~|(?:me|nous|la|le) rabaiss~|(?:me|nous|lui|leur) hurle~ dessus|brimade~|harcelement moral',
      'si (?:je|tu|il|elle|on|nous|vous|ils) (?:me|te|se|nous|vous) plain\\p{L}* (?:[\\p{L},]+ ){0,5}(?:virer|vire|dehors|porte|licenci\\p{L}*)|depuis que (?:je )?(?:l.ai |lui ai |j.ai )?(?:refuse|dit non)',
    ].join('|'),
  },
  de: {
    violence: [
      'verpr[uu]gel~|schubs~|(?:mich|ihn|sie|uns) (?:\\p{L}+ ){0,2}(?:zu boden|gegen die wand|die treppe (?:hinunter|runter)) (?:gestossen|gestoßen|geworfen|geschubst|gedruckt)|gegen die wand (?:gestossen|gestoßen|gedruckt|geschubst)',
      'ins gesicht geschlagen|(?:faust|kinn)schlag~|fausthieb~|veilchen|(?:geplatzte|aufgeplatzte) lippe|nasenbluten|blaue (?:flecken|augen|auge)|gewurgt|wurgt~ (?:mich|ihn|sie)',
      '(?:schlagt|schlug|trat|tritt|schubste|stie(?:ss|ß)) (?:mich|ihn|uns|euch|seine frau|kollegen|kolleginnen|die kollegin|den kollegen)(?!(?: \\p{L}+){0,4} vor(?![\\p{L}]))',
      'blau(?:e|es|en) auge~',
    ].join('|'),
    crime: [
      'klauen|klaue|beklaut|stehlen|stahl (?:geld|waren|ware|material|werkzeug)|stiehlt|(?:nimmt|nehmen|nahm) (?:\\p{L}+ ){0,2}(?:waren|ware|material|werkzeug) (?:mit nach hause|heimlich)',
      'schmiergeld~|besticht|bestechlich~|schwarz (?:bezahlt|arbeiten|auf die hand|ausgezahlt)|bar auf die hand|ohne rechnung|schwarzkasse~|am finanzamt vorbei|an der steuer vorbei',
      'steuerbetrug|spesenbetrug|abrechnungsbetrug|versicherungsbetrug|betrugt|betrogen|betruger~|falscht (?:\\p{L}+ ){0,2}(?:rechnungen|belege|unterschriften|stunden|zahlen)|gefalschte~|abgezweigt',
      'drogen|kokain|koks|gekokst|kokst|kifft|gekifft|dealt|dealer|zugedrogt|unter drogen',
    ].join('|'),
    threat: [
      'das wirst du (?:mir )?(?:bereuen|bussen|bezahlen)|dafur (?:wirst|wird|werdet|werden) (?:du|er|sie|ihr) (?:mir )?(?:bezahlen|bussen)|(?:bezahlen|bussen) lassen|ich (?:mach|mache|rach|rache) (?:dich|ihn|sie) (?:fertig|kalt)|mich rachen',
      'droht(?:e|en)? (?:mir|damit|mit (?:schlagen|gewalt|pr[uu]gel~|dem tod|dem messer))|gedroht|(?:mit einem|mit dem|ein) (?:messer|baseballschlager|hammer|schlagstock|teppichmesser)|baseballschlager',
      '(?:polier|schlag) (?:dir|dich|ihm) (?:die fresse|den schadel|die zahne|ins gesicht)|schlag (?:dir|dich|ihm) die|wei(?:ss|ß) wo (?:du|sie|er|ihr) (?:wohn~|lebst)|lauert (?:mir|ihr|ihm|uns) auf|auflauern',
      'gewehr~|flinte~|(?:kommt|komme|kame) (?:\\p{L}+ ){0,3}mit (?:dem|seinem|einem|der|seiner|einer) (?:gewehr|flinte|waffe|pistole|messer) (?:\\p{L}+ ){0,2}(?:zuruck|wieder)',
    ].join('|'),
    self_harm: [
      `(?:will|mochte|wollte|mochte) nicht mehr (?:da|hier|auf der welt) sein${END}|nicht mehr (?:da|auf der welt) sein (?:will|mochte|wollen)|will nicht mehr (?:existieren|leben)`,
      '(?:ware|waren|wart|bist|sind|ist) (?:alle |ihr |sie )?(?:ohne mich )?besser (?:dran )?ohne mich|besser (?:dran )?ohne mich|ohne mich (?:besser|leichter) dran|(?:bin|sei) (?:nur )?eine last fur (?:alle|euch|meine familie)',
      'fur immer (?:verabschied~|lebewohl|tschuss)|verabschiedet (?:sich|mich) (?:\\p{L}+ ){0,3}fur immer|als (?:ob|wurde) (?:er|sie|ich) nicht (?:mehr )?wieder(?:kommen|kame)',
      'verschenk~ (?:all(?:e|es|) )?(?:seine|ihre|meine|sein|ihr|mein) (?:sachen|habseligkeiten|besitz|bucher|pflanzen|dinge)',
      'mit allem schluss machen|schluss machen mit (?:allem|dem leben|meinem leben)|(?:meinem|seinem|ihrem|dem) leben ein ende (?:setzen|machen|bereiten)|sich (?:etwas|was) antun|(?:mir|sich) (?:etwas|was) an(?:tun|getan)',
      'keinen sinn mehr (?:zu leben|im leben|weiterzuleben)|das leben (?:hat|macht) keinen sinn|kein grund (?:mehr )?zu leben|lieber tot|tot sein (?:will|mochte|wollen)|(?:will|mochte|wollte) sterben|sterben (?:will|mochte|wollte)',
      'ritzt (?:sich|mich)|ritzte (?:sich|mich)|sich ritzen|selbstverletz~|(?:alle|die) tabletten (?:schlucken|nehmen|genommen)|(?:von der|von einer) brucke springen|vor (?:den|einen) zug (?:springen|werfen|gesprungen)',
      'leben zu nehmen|keinen grund mehr(?:,)? (?:\\p{L}+ ){0,2}(?:wiederzukommen|weiterzumachen|aufzustehen|zu leben)|(?:meine|seine|ihre) sachen (?:\\p{L}+ ){0,4}verschenkt|abschiedsbrief\\p{L}*',
    ].join('|'),
    harassment: [
      '(?:mich|mir|uns) (?:\\p{L}+ ){0,2}angefasst|hat sie (?:\\p{L}+ ){0,2}angefasst|fasst (?:mich|sie|mir|ihr|uns) (?:\\p{L}+ ){0,3}an(?![\\p{L}])|betatsch~|begrapsch~|grapsch~|(?:an den|am) (?:po|hintern)|an die brust',
      '(?:anzugliche|sexuelle|schmutzige|obszone) (?:bemerkung~|kommentar~|witz~|nachricht~|bild~|blick~|sprüche|spruche)|nacktbild~|nacktfoto~|dickpic~',
      'lasst (?:mich|sie|uns) (?:einfach )?nicht in ruhe|nicht in ruhe (?:lasst|lassen)|einschuchter~|schuchtert (?:mich|uns|sie|ihn) (?:\\p{L}+ ){0,2}ein|schikan~|beschimpf~|blo(?:ss|ß)gestellt|blo(?:ss|ß)stell~',
      'wer sich beschwert(?:,)? (?:\\p{L}+ ){0,2}(?:fliegt|wird gekundigt|ist raus|kann gehen)|wenn (?:du|er|sie|ich|ihr) (?:dich|sich|mich|euch) beschwer\\p{L}* (?:[\\p{L},]+ ){0,4}(?:fliegt|fliegst|fliege|raus|gekundigt|entlassen)|seit ich (?:\\p{L}+ ){0,4}nein gesagt',
    ].join('|'),
  },
  pt: {
    violence: [
      '(?:me|te|lhe|o|a|os|as) (?:bateu|bateram|batia|batiam|agrediu|espancou|empurrou|empurraram|socou|chutou|estapeou)|bat(?:eu|eram|ia) (?:nele|nela|em mim|no colega|na colega|em um|em uma)',
      'surra~|porrada~|levou (?:uma |um )?(?:surra|tapa|soco|chute|porrada)|empurrao|empurroes|olho roxo|machucad[oa]s? (?:no|na|nos|nas)|me machucou|machucou (?:ele|ela|o|a)',
      'estrangul~|(?:me|o|a) (?:puxou|agarrou|pegou) pelo (?:pescoco|braco|cabelo)|pela garganta|contra a parede|(?:jogou|derrubou) (?:\\p{L}+ )?no chao',
    ].join('|'),
    crime: [
      '(?:pega|pegando|leva|levando|tira|tirando) (?:\\p{L}+ ){0,2}(?:dinheiro|produtos|mercadoria|material|ferramentas) (?:do caixa|para casa|da loja|do estoque|sem pagar)|desfalque~',
      'nota~ fria~|notas? (?:fiscais )?falsa~|recibos? falso~|em dinheiro vivo|dinheiro vivo|por baixo dos panos|por debaixo dos panos|sem (?:nota|recibo|declarar)|lavagem de dinheiro|superfatur~',
      'drogas|drogad[oa]s?|(?:usa|usando|usam|vende|vendendo|vendem|consome|consomem|cheira|cheirando) (?:\\p{L}+ ){0,2}(?:droga|drogas|cocaina|maconha|po)(?![\\p{L}])|cocaina|maconha',
      '(?:bate|bateu|batendo) (?:o )?ponto (?:por|pelo|pela|de outro|de outra)',
    ].join('|'),
    threat: [
      '(?:vou|vai|vais|vao|vamos) pagar caro|vai pagar por isso|vao pagar por isso|vou fazer (?:\\p{L}+ ){0,2}pagar|me paga(?:r)? por isso|isso nao vai ficar (?:assim|barato)|vai se ver comigo|vai ter volta|vou me vingar|se vingar de',
      'quebrar (?:a )?(?:sua |tua )?cara|quebrar a cara (?:dele|dela|de)|arrebentar (?:a cara|voce|ele|ela)|te (?:pego|espero) (?:la fora|na saida|no estacionamento)',
      'revolver|canivete~|facao|armad[oa] (?:com|de)|(?:com|trouxe|sacou|puxou|mostrou) (?:uma|um) (?:faca|arma|pistola|revolver|martelo)',
      '(?:vou|vamos|vai|vao) (?:te |o |a |os |as |lhe )matar(?! de)|matar (?:voce|ele|ela|todos|voces)|sei onde (?:ele|ela|voce|voces) (?:mora~|vive~)',
      'espingarda~|fuzil|(?:volta|voltar|vai voltar|voltaria) (?:\\p{L}+ ){0,2}(?:armad[oa]|com (?:a|uma|sua) (?:arma|espingarda|pistola|faca))',
    ].join('|'),
    self_harm: [
      `nao quero mais (?:estar aqui|existir|estar neste mundo|viver)${END}|nao quero (?:mais )?existir|nao aguento mais (?:viver|esta vida|a vida)`,
      '(?:ficariam|ficaria|estariam|estaria|seriam|viveriam) (?:\\p{L}+ ){0,2}melhor sem mim|melhor sem mim|sou um peso (?:para|pra) (?:todos|todo mundo|minha familia)|sou um fardo',
      'despedi~ (?:\\p{L}+ ){0,4}para sempre|adeus para sempre|como se (?:nao fosse|fosse nunca) (?:mais )?voltar|como se fosse a ultima vez',
      '(?:dando|doando|deu|doou|distribuindo|distribuiu) (?:todas )?(?:as )?(?:suas|minhas) (?:coisas|roupas|plantas|livros|pertences)',
      'acabar com (?:a )?(?:minha|sua) (?:propria )?vida|(?:por|dar) (?:um )?fim (?:a|na|em) (?:minha|sua) vida|(?:vou|quero|quer|pensa em|pensando em|penso em) (?:me|se) matar(?! de)|vai se matar(?! de)|quer (?:se )?suicidar',
      'nao (?:vejo|ve) (?:mais )?sentido (?:em|na) (?:viver|vida)|(?:nenhum|sem) (?:motivo|razao) para viver|a vida nao tem (?:mais )?sentido|dormir e nao acordar|nunca mais acordar|nao acordar mais',
      '(?:se|me) cort(?:a|ar|ou|ando) (?:os|nos) (?:bracos|pulsos)|cortes nos (?:bracos|pulsos)|automutil~|autolesao|autolesoes|tomar todos os (?:remedios|comprimidos)|(?:pular|me jogar|se jogar) (?:da|de uma|do|de um|na frente) (?:ponte|janela|predio|telhado|trem|metro|carro)',
      '(?:nao vejo|nao tenho|sem) (?:mais )?(?:motivo|razao|sentido) (?:pra|para|de|em) (?:voltar|continuar|viver|levantar)|deixei (?:\\p{L}+ ){0,2}(?:minhas|as minhas) coisas|carta (?:pra|para) (?:minha|meu) (?:filha|filho|familia|mulher|mae)',
    ].join('|'),
    harassment: [
      'passa(?:ndo|r|va|ou|m)? a mao (?:em|na|no|nas|nos)|apalp~|encox~|(?:me|a) agarr(?:ou|a|ava) (?:a forca|por tras)|sem (?:meu|seu) consentimento',
      '(?:comentarios|piadas|mensagens|fotos|videos) (?:\\p{L}+ )?(?:sexuais|obscen~|de cunho sexual|intimas|pornograficas|sobre (?:o )?(?:meu|seu) corpo)|nudes',
      'nao (?:me|a|nos|o) deixa(?:m|va|vam)? em paz|(?:me|a|nos) intimida(?:m|va|vam|ndo)?(?![\\p{L}])|intimidacao|bullying|xing(?:a|ou|am|ando) (?:\\p{L}+ ){0,3}(?:de|na frente)|ridiculariz~',
      'se (?:ele|ela|eu|voce|alguem) reclamar (?:[\\p{L},]+ ){0,4}(?:rua|demitid\\p{L}*|fora|olho da rua)|quem reclamar (?:\\p{L}+ ){0,3}(?:rua|demitid\\p{L}*|fora)|desde que (?:eu )?(?:o |a )?(?:recusei|disse nao)',
    ].join('|'),
  },
  pl: {
    violence: [
      '(?:mnie|go|ja|nas|ich) (?:bil|bił|bila|biła|bili|pobil|pobił|pobila|pobiła|pobili|uderzyl|uderzył|uderzyla|uderzyła|kopnal|kopnął|popchnal|popchnął|szarpal|szarpał)',
      'szarpa[lł]~|szarpn~|popycha~|pchn[aą][lł]~|dusi[lł]~|udusi~|chwyci[lł]~ za (?:gardlo|szyje|wlosy|reke)|(?:rzuci[lł]~|pchn~|popchn~|przycisn~|przypar[lł]~) (?:\\p{L}+ )?(?:o|na|do) sciane|rozbit~ (?:nos|warg~|glow~)|rozci[eę]t~ warg~|krwawi~|sincami|since na',
      'podbit(?:e|ym|ego|a) (?:okiem|oko|oka)|podbite oko',
    ].join('|'),
    crime: [
      'krad[lł]~|podkrad~|wynos(?:i|za|il|ił|ili) (?:\\p{L}+ ){0,2}(?:towar|towary|material~|narzedzia|rzeczy|pieniadze)',
      '(?:pracuj~|p[lł]ac~|zatrudni~|wyp[lł]ac~|pracowa[lł]~|robi~) na czarno|na czarno (?:zatrudn~|pracuj~|p[lł]ac~)|pod stolem|pod sto[lł]em|bez faktury|bez paragonu|gotowk[aą] (?:bez|pod|na reke)|do reki bez|lewe (?:faktury|papiery|zwolnienie)|lew~ faktur~|fa[lł]szuj~|sfa[lł]szow~|przekret~|wy[lł]udz~|malwersac~|sprzeniewierz~',
      'narkotyk~|dopalacz~|kokain~|marihuan~|nacpan~|cpa(?:ja|ją|l|ł)~',
    ].join('|'),
    threat: [
      'jeszcze mi (?:za to )?zap[lł]ac~|drogo (?:za to )?zap[lł]ac~|zap[lł]ac~ (?:mi )?(?:za to )?drogo|zap[lł]acisz (?:mi )?za to|odp[lł]ac~ (?:mu|jej|ci|sie)|dostaniesz za swoje|policz[eę] sie z|porachuj~|zemszcz[eę]|zemsci[lł]~',
      'po[lł]ami[eę] (?:ci|mu|jej|wam)|obij[eę] (?:ci|mu|jej)|rozwal[eę] (?:ci|mu|jej)|(?:z|ma|mial|miał) (?:nozem|siekiera|kijem|pa[lł]ka|bronia|pistoletem)|wiem gdzie (?:mieszka|mieszkacie|zyjesz)',
      '(?:pobij[eę]|zabij[eę]|zabi[cć]|zabijemy|zatluk[eę]) (?:mnie|cie|ci[eę]|go|ja|ją|was|ich|tego|te|tę|szefa)|(?:cie|ci[eę]|go|was) zabij[eę]|grozi[lł]~|grozi (?:mi|mnie|jej|mu|nam|ze|ż?e|pobiciem|smiercia)',
      'strzelb~|karabin~|spluw~|wr[oó]c~ (?:\\p{L}+ ){0,2}z (?:bronia|strzelba|pistoletem|nozem)|zabierze ze soba',
    ].join('|'),
    self_harm: [
      `nie chc[eę] (?:juz )?(?:tu byc|byc tu|tu by[cć]|istniec|istnie[cć]|zyc)${END}|nie chce mi sie (?:juz )?zyc|zeby mnie (?:juz )?nie by[lł]o${END}`,
      'lepiej (?:by )?(?:im|wszystkim|rodzinie) (?:\\p{L}+ )?beze mnie|beze mnie (?:bedzie|by[lł]oby|by[lł]o by) (?:im |wszystkim )?lepiej|lepiej beze mnie|jestem (?:tylko )?ci[eę]zarem',
      '(?:po)?zegna[lł]?~ (?:sie )?(?:ze wszystkimi )?na zawsze|(?:jakby|jak gdyby) (?:mia[lł]a?|mial) (?:juz )?nie wr[oó]ci[cć]|rozda(?:je|ja|l|ł|la|ła|wal|wał)~ (?:wszystkie )?(?:swoje )?(?:rzeczy|ksiazki|ro[sś]liny)',
      'sko[nń]czy[cć] (?:z tym wszystkim|ze soba|z zyciem)|sko[nń]cz[eę] (?:z tym wszystkim|ze soba|z zyciem)|nie (?:ma|mam|widze|widz[eę]) (?:po co|sensu) (?:zyc|zycia)|zycie nie ma sensu|sens (?:zycia|zyc) (?:stracil|straci[lł])',
      'tnie sie|ci[aą][lł] sie|ci[eę][lł]a sie|samookalecz~|okalecz~ sie|przedawkow~|na[lł]yka[cć] sie tabletek|wszystkie tabletki|skocz(?:e|ę|y|yc|yć) z (?:mostu|dachu|okna|balkonu)|rzuc~ sie pod (?:pociag|auto|samochod)',
      '(?:sie|si[eę]) powiesi~|powiesi[cćlł]~ sie|zabij[eę] sie|zabi[lł]~ sie|chcia[lł]~ umrzec|wola[lł]~ (?:umrzec|nie zyc)|wolalbym nie zyc|mysli o smierci|my[sś]li o samob[oó]j~',
      'nie (?:widze|mam) (?:\\p{L}+ ){0,2}(?:powodu|sensu) (?:zeby|by|aby) (?:wracac|wrocic|zyc|wstawac)|rozda[lł]\\p{L}* (?:\\p{L}+ ){0,3}rzeczy|list do (?:corki|syna|zony|rodziny|mamy)',
    ].join('|'),
    harassment: [
      'dotyka~ (?:mnie|ja|ją|jej|go) (?:bez|po|w|za|ciagle|ciągle)|dotyk~ bez (?:zgody|pozwolenia)|[lł]api[eę]? (?:mnie|ja|ją) za|klep(?:ie|ał|al|nal|nął) (?:mnie|ja|ją) (?:po|w)',
      'oble[sś]n~|sprosn~|(?:seksualn~|oble[sś]n~|sprosn~) (?:komentarz~|uwag~|zart~|aluzj~|propozycj~|wiadomo~|zdjeci~)|komentarz~ (?:o|na temat) (?:moim|mojego|jej) (?:ciele|ciała|ciala|wygladzie|biu[sś]cie)|nagie zdjeci~',
      'nie (?:zostawi|zostawia)~ (?:mnie|jej|nas) w spokoju|nie (?:odczepi|odczepia)~ sie|nachodzi (?:mnie|ja|ją)|zastrasz~|wyzywa~|wyzwisk~|zneca~|wy[sś]miew~ (?:mnie|ja|ją|go) przy',
      'kto sie poskarzy(?:,)? (?:\\p{L}+ ){0,2}(?:wylec\\p{L}*|zostanie zwolnion\\p{L}*|wypad\\p{L}*)|jak sie (?:poskarzy|poskarzysz|poskarze) (?:\\p{L}+ ){0,3}(?:wylec\\p{L}*|zwolni\\p{L}*)|odkad (?:\\p{L}+ ){0,2}odmowi[lł]am',
    ].join('|'),
  },
  ro: {
    violence: [
      'pumn(?:i|ul|ii|ul|uri)|cu pumnul|(?:i-a|mi-a|le-a|ne-a) dat (?:o |doua |cateva |niste )?(?:palm~|pumn~|lovitur~|suturi)|palmuit~|vanat(?:aie|ai|ai|aile|ăi)|invinetit~',
      'sangereaza|sangera|singera~|lovea~|lovesc|lovi(?:re|rea|ti|te)|(?:ma|il|o|te) impinge|(?:m|l|o)-a impins|trantit~|strangulat~|(?:l|o|m)-a strans de gat|agresiun~|agresor~|ranit~|violenta',
      'ochi(?:ul)? vanat~',
    ].join('|'),
    crime: [
      'fur(?:au|am|ati|ata|ate)|furand|sustrag~|sustras~|mitui~|spagi|bani (?:la negru|in plic|nedeclarati|pe sub mana)|pe sub mana|in plic|fara (?:factura|bon)',
      'acte false|facturi (?:false|fictive)|bonuri false|droguri|drogat~|se drogheaza|cocaina|inselatori~|escrocheri~|tepuit~',
    ].join('|'),
    threat: [
      'o sa (?:te|il|o|va) (?:omor|termin|bat|distrug)|te (?:termin|distrug)|iti (?:rup~|sparg~)|ii (?:rup~|sparg~)|sa-mi plat~|o sa (?:imi )?plat~ (?:scump|pentru asta)|plat~ scump|ma razbun',
      'te (?:astept|prind) (?:afara|in parcare|la iesire|singur~)|pistolul|briceag~|cu (?:arma|cutitul|toporul|bata|pistolul)',
      'pusca|pusti|puste|cu pusca|(?:se intoarce|vine|revine|o sa vina) (?:\\p{L}+ ){0,2}(?:inarmat|cu (?:arma|pusca|cutitul|pistolul))',
    ].join('|'),
    self_harm: [
      `nu mai vreau sa (?:fiu (?:aici|pe lume|in viata)|exist|traiesc|mai traiesc)${END}|nu mai vreau sa fiu pe lume`,
      'mai bine fara mine|(?:ar fi|vor fi|era) (?:\\p{L}+ ){0,2}mai bine fara mine|sunt o povara',
      '(?:ramas bun|adio) (?:pentru totdeauna|de la toti)|ca si cum nu (?:s-ar mai|ar mai) (?:intoarce|veni)|(?:isi|si-a|imi|mi-am) (?:da|dat|imparte|impartit|daruieste|daruit) (?:toate )?lucrurile',
      '(?:capat|capăt) (?:vietii|zilelor|la tot)|sa termin cu (?:tot|viata)|sa (?:ma|se) omoare|sa ma omor|ma gandesc sa mor|as vrea sa mor|mai bine as muri|(?:n-are|nu are|nu mai are) rost sa (?:mai )?traiesc|viata nu mai are (?:niciun )?(?:sens|rost)',
      'se taie (?:pe maini|la incheieturi)|taieturi pe (?:brate|maini|incheieturi)|automutil~|toate pastilele|sa (?:ma|se) arunc~ (?:de pe|in fata|sub)',
      'nu mai (?:vad|am) (?:niciun )?(?:motiv|rost|sens) (?:sa|de) (?:ma )?(?:intorc|mai vin|traiesc|continui)|(?:am dat|am impartit|am daruit) (?:\\p{L}+ ){0,2}lucrurile|scrisoare (?:pentru|catre) (?:fiica|fiul|sotia|familia)',
    ].join('|'),
    harassment: [
      'nu (?:ma|o|ne|il) (?:mai )?lasa in pace|pipai~|(?:ma|o) atinge (?:pe|de|fara|la)|m-a atins (?:pe|de|fara|la)|a atins-o|atingeri~',
      '(?:comentarii|glume|mesaje|poze|propuneri|aluzii) (?:\\p{L}+ )?(?:sexuale|deocheate|obscene|indecente|cu tenta sexuala)|tenta sexuala|intimideaza|intimidare|jign~|batjocor~|terorizeaza|terorizat~|sicaneaza|ma pandeste',
      'daca se plange (?:[\\p{L},]+ ){0,4}(?:afara|concediat~|da afara)|cine se plange(?:,)? (?:\\p{L}+ ){0,2}(?:zboara|e dat afara|afara|concediat\\p{L}*)|de cand (?:l-am|i-am) refuzat',
    ].join('|'),
  },
  ar: {
    violence:
      'لكمة|لكمات|لكمني|دفعني|دفعتني|دفعوني|ينزف|تنزف|نزيف|دماء|بالدم|هاجمني|هاجمه|هاجمها|هجم علي|خنقني|خنقه|خنقها|ضربا مبرحا|كدمه|عينه زرقا|عينها زرقا|عين زرقا',
    crime:
      'مسروق|تسرق|يسرقون|ينهب|يرتشي|مرتشي|ارتشى|الغش|يغش|تحت الطاولة|بدون فاتورة|دون فاتورة|بدون ايصال|مخدرات|حشيش|كوكايين|يتعاطى|تعاطي|فساد|غسيل اموال|غسل الاموال',
    threat:
      'ستدفع الثمن|سيدفع الثمن|سأجعله يدفع|ساجعله يدفع|ساجعلك تدفع|ساجعلها تدفع|ستندم(?!ج)|سيندم(?!ج)|سوف تندم(?!ج)|سوف يندم(?!ج)|ساكسر|سانتقم|سينتقم|ينتقم|ساحرق|سيحرق|اعرف عنوانك|بندقية|ساطور|هددني بالقتل|يريد قتلي|سيقتلني|رشاش|ببندقيته|بسلاحه|سيرجع بسلاح|يرجع بسلاح|بالبندقية',
    self_harm:
      'لا اريد ان اكون هنا بعد|لم اعد اريد ان اكون هنا|لم اعد اريد العيش|لم اعد اريد ان اعيش|لا اريد العيش|لا اريد الحياة|افضل بدوني|افضل من دوني|يرتاحون مني|سيرتاحون مني|وداعا للابد|الوداع الاخير|كانه لن يعود|كانها لن تعود|كانني لن اعود|وزع اغراض|يوزع اغراض|توزع اغراض|وزع ممتلكات|يوزع ممتلكات|اعطى كل اشياء|حدا لحيات|حد لحيات|اقتل نفسي|يقتل نفس|تقتل نفس|قتل نفسه|قتل نفسها|يوذي نفس|توذي نفس|ايذاء نفس|اذية نفس|يجرح نفس|تجرح نفس|اجرح نفسي|اتمنى الموت|تمنيت الموت|الموت ارحم|الموت افضل|معنى لحياتي|معنى للحياة|الحياة بلا معنى|لا فائدة من العيش|انا عبء|انني عبء|القي بنفسي|يلقي بنفسه|تلقي بنفسها|ارمي نفسي|جرعة زائدة|كل الحبوب|وزعت اغراضي|وزعت اغراض|اعطيت اغراضي|ما عدت اشوف سبب|لم اعد ارى سببا|لا ارى سببا للعودة|رسالة لبنتي|رسالة لابني|رسالة لعائلتي',
    harassment:
      'يلمسني|لمسني|يلمسها|لمسها|يتلمس|تلمسني|لمس جسد|يلمس جسد|تعليقات جنسي|ايحاءات|كلام جنسي|نكات جنسي|صور فاضح|صور عاري|رسائل فاضح|عن جسدي|لا يتركني|لا يتركها|لا يتركونني|يلاحقني|يلاحقها|يطاردني|يطاردها|يتعقبني|تنمر|يتنمر|ترهيب|يسخر مني|يسخرون مني|يشتمني|شتمني|يشتمون|شتائم|يسبني|(?:اذا|لو) اشتك\\S* (?:\\S+ ){0,2}(?:يطير|تطير|بيطير|ينطرد|تنطرد|يفصل|تفصل)|من يوم ما رفضت|منذ ان رفضت',
  },
};
