import type { EmergencyType } from '@voyce/contracts/ai';

/**
 * What is said without the crisis word, in the languages seen in feedback: a hand at the throat or
 * a shove against the wall, money that goes "into his pocket" or records changed after the fact,
 * "he knows where I live" or "you could have an accident", belongings given away or "after this
 * shift I won't come back", messages at night asking what I am wearing. Written from general
 * knowledge of each language, bound to a person or a clause so that ordinary complaints stay calm.
 *
 * Same notation as crisis-cues.ts (no diacritics, `~` any letters, whole words). Read only on
 * texts of more than five words: a short answer never says this much, and never raises.
 * Turkish is read on every text (crisis-cues.ts SPREAD), so its phrases are never English words;
 * Arabic is matched inside words (letters join their particles).
 */
type Table = Partial<Record<EmergencyType, string>>;
const any = (n: number) => `(?:\\p{L}+[,']? ){0,${n}}`;

export const IMPLIED: Record<string, Table> = {
  fr: {
    violence: [
      `(?:attrap|saisi|empoign|tir)~ ${any(3)}(?:par |a )?(?:la gorge|le cou|les cheveux|le col|le poignet)`,
      `(?:pouss|plaqu|project|cogn|jet)~ ${any(4)}contre (?:le|un|la|les) (?:mur|porte|casier|comptoir|bar|vitre|etagere)~`,
      `(?:lance|jete|balance)~ ${any(3)}(?:a la (?:figure|tete)|dessus|sur (?:moi|elle|lui))`,
      `oeil au beurre noir|cocard~|casse (?:le nez|le poignet|la machoire)|etrangl~|des marques (?:au|sur le|sur les|aux) (?:cou|bras|poignets?)`,
    ].join('|'),
    crime: [
      `dans (?:sa|leur) (?:propre )?poche|(?:empoch|encaiss)~ ${any(3)}(?:lui-meme|pour (?:lui|elle|eux))`,
      `(?:feuilles?|fiches?|releves?) d.heures ${any(6)}(?:moins d.heures|modifi~|falsifi~|corrig~)`,
      `(?:modifi|corrig|falsifi|trafiqu|antidat|retouch)~ ${any(5)}(?:apres coup|apres-coup|apres le controle|avant l.inspection|avant l.audit)`,
      `(?:revend|vend)~ ${any(5)}(?:a son (?:propre )?compte|en ligne|sur vinted|sur leboncoin|a l.exterieur|au noir)`,
      `(?:vend|revend|transmet)~ ${any(2)}(?:les |des )?donnees (?:des |de nos )?(?:clients|patients|usagers)`,
      `touche sa part|(?:contre|moyennant) (?:de l.argent|paiement|une enveloppe|des billets)|dessous de table|en liquide ${any(6)}(?:sans (?:facture|recu|declar~)|non declar~|sans passer par la caisse)`,
      `sortir ${any(4)}(?:recettes|liquide) ${any(4)}(?:porte|avant)`,
    ].join('|'),
    threat: [
      `sai[st] ou (?:j.habite|tu habites|(?:\\p{L}+ ){0,2}habite~|(?:je|tu|il|elle|ils) vi[tv]~)|connai(?:t|ssait|s) (?:mon adresse|ton adresse|ma fille|mon fils|mes enfants)`,
      `(?:sait|savait) (?:dans )?quelle ecole|m.attend~ ${any(3)}(?:a la sortie|sur le parking|devant chez moi|a ma voiture|pres de ma voiture)`,
      `faire la peau|(?:va|vas|pourrait|pourrais) avoir un accident|(?:t|m|lui|leur) arriver quelque chose|fais attention (?:a toi|en rentrant|quand tu rentres)`,
      `(?:tu vas|vous allez|il va) (?:le )?payer|ne (?:plus )?jamais (?:re)?travailler|plus jamais (?:re)?travailler|nulle part ailleurs|on se reverra|tu ne perds rien pour attendre`,
    ].join('|'),
    self_harm: [
      `donne~ ${any(3)}(?:ses|mes) (?:affaires|objets|bijoux|outils|vetements|plantes)|lettre (?:a|pour) (?:ma|sa|mes|ses) (?:mere|pere|famille|parents|enfants)`,
      `(?:ne reviendrai|ne reviendra|ne serai|ne sera) (?:plus|pas)(?: la)?(?: \\p{L}+){0,3} (?:apres|demain|bientot|la semaine prochaine)|plus la (?:pour longtemps|bientot)`,
      `(?:serai|serais|seraient|serez|serait) (?:bien )?(?:mieux|plus tranquilles?) sans moi|personne ne (?:remarquera|verra|s.apercevra)~? (?:si|que)`,
      `(?:plus|aucune) (?:de )?raison de (?:vivre|continuer)|ne vois (?:plus |pas )?(?:d.issue|aucune issue|de sortie)|combien de (?:cachets|comprimes|pilules|medicaments)`,
      `(?:fait|faire) (?:ses|mes) adieux|dit adieu a|plus besoin de (?:vous|t|s)?.?inquieter pour moi`,
    ].join('|'),
    harassment: [
      `messages? ${any(5)}(?:la nuit|en pleine nuit|du matin|tard le soir)|ce que (?:je porte|j.ai sur moi)|(?:demande|reclame)~ ${any(3)}(?:des )?photos`,
      `(?:commente|commentaires?|remarques?) (?:sur )?${any(2)}(?:mon|ma|mes) (?:physique|corps|tenue|poitrine|fesses|silhouette|apparence|jupe)`,
      `rejoindre ${any(3)}(?:hotel|chambre)|rester sympa avec|(?:touche|caresse)~ (?:la|le|les|ma|mon|mes) (?:taille|cuisses?|hanches?|dos|cheveux|jambes?)`,
    ].join('|'),
  },
  pt: {
    violence: [
      `(?:agarr|pux|peg)~ ${any(3)}(?:pelo pescoco|pela garganta|pelos cabelos|pelo cabelo|pelo braco|pelo colarinho)`,
      `(?:empurr|atir|jog|bat)~ ${any(4)}contra (?:a|o|um|uma) (?:parede|porta|armario|balcao|vidro|prateleira)`,
      `(?:atirou|jogou|arremessou) ${any(3)}(?:na minha cara|em cima de mim|contra mim|na cara dela|na cara dele)|olho roxo|nariz partido|estrangul~|marcas (?:no|nos) (?:pescoco|bracos?|pulsos?)`,
    ].join('|'),
    crime: [
      `(?:pro|para o|no) (?:proprio )?bolso (?:dele|dela|deles)|(?:embolsa|embolsou|embolsam)~`,
      `(?:folhas?|registos?|registros?|fichas?) de (?:ponto|horas) ${any(6)}(?:menos horas|alterad~|modificad~|falsificad~)`,
      `(?:alter|modific|corrig|falsific|rasur)~ ${any(5)}(?:depois|a posteriori|antes da (?:auditoria|inspecao|fiscalizacao))`,
      `nao (?:registra|regista|passa|lanca) ${any(3)}(?:no sistema|na caixa|no caixa)|(?:vende|revende|vendem|revendem) ${any(5)}(?:por conta propria|na internet|online|la fora|por fora)`,
      `(?:vende|passa|vendem|passam) ${any(2)}(?:os )?dados (?:dos|de) (?:clientes|pacientes|utentes)|(?:em troca de|a troco de) (?:dinheiro|pagamento)|recebe~ por fora`,
    ].join('|'),
    threat: [
      `sabe (?:onde|aonde) (?:eu )?mor~|sabe em que escola|conhece (?:a minha|minha) (?:casa|familia|filha)|(?:me|a|o) esper~ ${any(3)}(?:na saida|no estacionamento|junto ao (?:meu )?carro|perto do (?:meu )?carro)`,
      `(?:ter|ia ter|vai ter|pode ter) um acidente|nao (?:vai|vais) chegar (?:em|a) casa|(?:te|lhe|me) acontecer (?:alguma coisa|algo)|toma cuidado|tem cuidado (?:ao|quando)`,
      `(?:vai|vais) pagar (?:por isso|caro)|nunca mais (?:vai|vais) trabalhar|(?:nunca mais|nao vai) (?:arranjar|conseguir) (?:emprego|trabalho)`,
    ].join('|'),
    self_harm: [
      `(?:deu|dei|doou|distribuiu) ${any(3)}(?:as suas|as minhas|suas|minhas|os seus|os meus|seus|meus) (?:coisas|objetos|pertences|ferramentas|roupas)`,
      `(?:me )?despedi (?:da|de) (?:minha|toda a|toda) ${any(2)}(?:familia|mae|pai)|(?:carta|mensagem) (?:para|a) (?:minha|sua) (?:mae|familia)`,
      `(?:nao volto|nao vou voltar|nao vou estar aqui|nao estarei aqui)(?: \\p{L}+){0,4} (?:depois|amanha|mais)|(?:nem aqui nem|a lado nenhum)`,
      `(?:ficariam|ficam|ficavam|estariam) melhor sem mim|ninguem (?:ia|vai) (?:notar|sentir falta)|nao vejo (?:saida|sentido em viver)|quantos comprimidos`,
    ].join('|'),
    harassment: [
      `mensage~ ${any(5)}(?:de madrugada|a noite|da manha|tarde da noite)|o que (?:tenho|estou) vestid~|(?:pede|pediu|exige)~ ${any(2)}fotos`,
      `(?:comenta~|comentarios?|bocas) (?:sobre )?${any(2)}(?:o meu|a minha|meu|minha|as minhas) (?:corpo|roupa|aparencia|peito|rabo|pernas|decote)`,
      `(?:me toca|toca-me|me apalpa|apalpa-me)~|(?:toca|mexe) (?:na|no|nas) (?:minha|meu|minhas)? ?(?:cintura|coxa|perna|cabelo|costas)`,
    ].join('|'),
  },
  it: {
    violence: [
      `(?:afferrat|pres|tirat)~ ${any(3)}(?:per il collo|per la gola|per i capelli|per il braccio|per il polso)`,
      `(?:spint|sbattut|sbatt)~ ${any(4)}contro (?:il|la|un|una|lo) (?:muro|porta|armadietto|bancone|parete|vetro)`,
      `(?:lanciat|tirat)~ ${any(3)}(?:addosso|in faccia|contro di me)|occhio nero|naso rotto|strangol~|segni (?:sul|sulle|sui) (?:collo|braccia|polsi)`,
    ].join('|'),
    crime: [
      `in tasca (?:sua|loro)|nelle sue tasche|(?:intasca|incassa)~ ${any(3)}(?:per se|lui stesso)`,
      `(?:fogli|registri|cartellini) (?:delle |di )?(?:ore|presenze) ${any(6)}(?:meno ore|modificat~|falsificat~|corrett~)`,
      `(?:modific|corregg|corrett|falsific|ritocc|aggiust)~ ${any(5)}(?:dopo|a posteriori|prima (?:del controllo|dell.ispezione|dell.audit))`,
      `(?:vende|rivende|vendono|rivendono) ${any(5)}(?:per conto suo|online|su internet|all.esterno|in nero)|(?:vende|passa|vendono) ${any(2)}(?:i )?dati (?:dei|dei nostri) (?:clienti|pazienti)`,
      `(?:in cambio di|dietro) (?:soldi|pagamento|compenso)|(?:senza|non fa) (?:scontrino|fattura)`,
    ].join('|'),
    threat: [
      `sa dove (?:abito|abiti|abita|vivo|vive)|sa (?:in )?quale scuola|conosce (?:mia figlia|mio figlio|i miei figli|casa mia)|(?:mi|la|lo) aspett~ ${any(3)}(?:all.uscita|al parcheggio|alla macchina|sotto casa)`,
      `(?:avere|avrai|avra|potrebbe avere) un incidente|(?:ti|gli|le|mi) (?:potrebbe )?succede(?:re)? qualcosa|ci vediamo presto|stai attent~|(?:nessuno|neanche) (?:ritrovera|lo ritrovera)|non lavorerai piu`,
    ].join('|'),
    self_harm: [
      `(?:regalat|dat)~ ${any(3)}(?:le mie|le sue|i miei|i suoi) (?:cose|oggetti|vestiti|attrezzi)|lettera (?:a|per) (?:mia|sua) (?:madre|famiglia|mamma)`,
      `non (?:credo che )?(?:tornero|tornera|ci saro|ci sara)(?: \\p{L}+){0,3}(?: dopo| domani|$|[.])|(?:stareste|starebbero|starete) meglio senza di me|nessuno (?:se ne accorgerebbe|noterebbe)`,
      `non vedo (?:via d.uscita|piu un senso|nessuna uscita)|quante (?:pillole|pastiglie|compresse)|(?:mi sono |si e )?(?:congedat|salutat)~ (?:da tutti|per sempre)`,
    ].join('|'),
    harassment: [
      `messaggi ${any(5)}(?:di notte|notte fonda|del mattino|a tarda sera)|cosa (?:indosso|ho addosso)|(?:chiede|pretende)~ ${any(2)}(?:delle )?foto`,
      `(?:commenta~|commenti|battute) (?:sul|sulla|sui|sulle) ${any(1)}(?:mio|mia|miei|mie) (?:aspetto|corpo|fisico|seno|sedere|gonna)`,
      `(?:mi tocca|mi palpa)~|(?:in camera|in albergo) (?:sua|con lui)`,
    ].join('|'),
  },
  de: {
    violence: [
      `(?:am|an den|beim) (?:hals|kragen|haaren|handgelenk|arm) (?:gepackt|gegriffen|gezerrt|festgehalten)|an den haaren gezogen`,
      `(?:gegen|an) (?:die|eine|den|einen) (?:wand|tur|spind|theke|regal|scheibe) (?:gestossen|gedruckt|geschleudert|geknallt|geschubst|geworfen)`,
      `(?:ins gesicht|nach mir|nach ihr|nach ihm) geworfen|blaues auge|nase gebrochen|gewurgt|wurgemale|(?:spuren|male|abdrucke) am (?:hals|arm|handgelenk)`,
    ].join('|'),
    crime: [
      `in die eigene tasche|in seine (?:eigene )?tasche|in ihre (?:eigene )?tasche|steckt ${any(3)}ein`,
      `(?:stundenzettel|stundennachweise|zeiterfassung|dokumentation|protokolle|messwerte|prufergebnisse|zahlen|belege|unterlagen) ${any(4)}(?:nachtraglich|ruckwirkend) ${any(2)}(?:geandert|angepasst|korrigiert|umgeschrieben|ausgefullt|eingetragen)`,
      `(?:gegen bezahlung|gegen geld|gegen bares|unter der hand|ohne quittung|ohne rechnung|schwarz (?:bar|auf die hand))|(?:verkauft|verkaufen|weitergegeben) ${any(3)}(?:kundendaten|patientendaten|daten an dritte)`,
      `(?:verkauft|verkaufen|vertickt) ${any(4)}(?:auf eigene rechnung|privat|im internet|auf ebay|bei kleinanzeigen)|keine uberstunden ${any(4)}obwohl`,
    ].join('|'),
    threat: [
      `wei(?:ss|s)s? wo (?:ich|du|sie|er) wohn~|wei(?:ss|s) ${any(2)}(?:welche|in welche) schule|(?:wartet|wartete|lauert|lauerte) ${any(3)}(?:am auto|an meinem auto|auf dem parkplatz|vor meiner (?:tur|wohnung)|nach (?:der )?schicht auf mich)`,
      `(?:einen )?unfall (?:haben|passieren)|(?:dir|mir|ihr|ihm) (?:konnte|wird) (?:etwas|was) passieren|pass (?:blo(?:ss|s) )?auf dich auf|nie wieder froh|nie wieder (?:einen )?job|das wirst du (?:bereuen|bu(?:ss|s)en)|sorgt (?:er|sie) dafur,? dass ich`,
    ].join('|'),
    self_harm: [
      `(?:verschenkt|weggegeben|verteilt) ${any(3)}(?:seine|ihre|meine) (?:sachen|werkzeuge|dinge|habseligkeiten)|(?:seine|ihre|meine) (?:sachen|werkzeuge|dinge) (?:verschenkt|weggegeben)`,
      `brief an (?:meine|seine|ihre) (?:mutter|eltern|familie|kinder)|(?:verabschiedet|abgeschied)~ ${any(3)}(?:fur immer|von allen)`,
      `(?:nicht mehr|nie wieder) (?:da sein|hier sein|zuruckkommen|wiederkommen)|(?:waren|ware|seid) ${any(1)}besser dran ohne mich|niemand wurde (?:es )?merken|keinen (?:sinn|ausweg) mehr|wie viele tabletten`,
    ].join('|'),
    harassment: [
      `nachrichten ${any(5)}(?:mitten in der nacht|nachts|um \\p{N}+ uhr)|was ich (?:anhabe|trage)|(?:fragt|verlangt|will)~ ${any(2)}(?:nach )?(?:fotos|bilder)`,
      `(?:kommentiert|kommentare|bemerkungen|spruche) (?:uber|zu) (?:meinen|meine|meinem) (?:korper|figur|aussehen|brust|hintern|po|rock)|auf sein (?:hotel)?zimmer`,
      `(?:fasst|fasste|beruhrt|beruhrte|tatschelt)~ ${any(2)}(?:an der|an die|am|an den) (?:taille|hufte|oberschenkel|po|hintern|bein|knie)`,
    ].join('|'),
  },
  es: {
    violence: [
      `(?:agarr|cog|tir|jal)~ ${any(3)}(?:del cuello|de la garganta|del pelo|de los pelos|del brazo|de la muneca)`,
      `(?:estamp|empuj|lanz|tir|estrell)~ ${any(5)}contra (?:la|el|un|una) (?:pared|puerta|taquilla|mostrador|barra|campana|estanteria|cristal)`,
      `(?:lanzo|tiro|arrojo) ${any(3)}(?:a la cara|encima|contra mi)|nariz rota|marcas en el cuello`,
    ].join('|'),
    crime: [
      `(?:a|para) su (?:propio )?bolsillo|(?:se )?embolsa~|no (?:lo )?(?:registra|pasa|mete) ${any(2)}(?:en el sistema|por caja)`,
      `(?:hojas?|registros?|fichajes?|partes?) de (?:horas|horarios|asistencia) ${any(6)}(?:menos horas|modificad~|falsificad~|cambiad~)`,
      `(?:modific|cambi|corrig|falsific|retoc|manipul)~ ${any(5)}(?:despues|a posteriori|antes de la (?:auditoria|inspeccion))|(?:cifras|numeros|datos) ${any(3)}(?:maquillad|inflad|retocad)~`,
      `(?:vende|revende|venden|revenden) ${any(5)}(?:por su cuenta|por internet|en wallapop|fuera)|(?:vende|pasa|venden) ${any(2)}(?:los )?datos de (?:los )?(?:clientes|pacientes)|a cambio de dinero`,
    ].join('|'),
    threat: [
      `sabe (?:donde|a que hora) (?:vivo|vives|vive|salgo|sales|sale)|sabia (?:donde|a que hora)|sabe (?:a )?que colegio|(?:me|la|le|nos) (?:espera|esperaba|esperara) ${any(3)}(?:en el aparcamiento|en el parking|a la salida|junto al coche|en mi coche)`,
      `(?:ya )?nos veremos|ya nos veriamos|(?:tener|tendra|tendras|podria tener) un accidente|(?:te|le|me) (?:puede|podria) pasar algo|ten cuidado (?:al volver|cuando vuelvas)|tuviera cuidado|no (?:vuelvas|volveria|volviera) a trabajar`,
    ].join('|'),
    self_harm: [
      `(?:regalad|regalo|regale|dio|di)~ ${any(3)}(?:sus|mis) (?:cosas|pertenencias|herramientas|objetos)|carta (?:a|para) (?:mi|su) (?:madre|familia|padre)`,
      `(?:no volvere|no voy a volver|no estare aqui|ya no estare)(?: \\p{L}+){0,3}|(?:estarian|estariais|estarias) mejor sin mi|nadie (?:lo )?notaria|no veo (?:ninguna )?salida|cuantas pastillas|me (?:he )?despedido de (?:todos|mi familia)`,
    ].join('|'),
    harassment: [
      `mensajes ${any(5)}(?:de madrugada|por la noche|de la manana)|que llevo puesto|(?:pide|exige)~ ${any(2)}fotos`,
      `(?:comenta~|comentarios) (?:sobre )?${any(2)}(?:mi|mis) (?:fisico|cuerpo|ropa|aspecto|pecho|culo|piernas)|(?:subir|venir) a su habitacion`,
    ].join('|'),
  },
  nl: {
    violence: `(?:bij|aan) (?:de|mijn|haar|zijn) (?:keel|nek|haren|pols|kraag) (?:gegrepen|gepakt|vastgepakt)|tegen (?:de|een) (?:muur|deur|bar|kast|toonbank) (?:geduwd|gesmeten|gegooid|aan)|blauw oog|pols brak|gewurgd`,
    crime: `in (?:zijn|haar) eigen zak|(?:urenbriefjes|uren|registratie|rapport|cijfers|dossiers) ${any(4)}(?:achteraf|met terugwerkende kracht) ${any(2)}(?:aangepast|veranderd|gewijzigd)|tegen betaling|onder de tafel|verkoopt ${any(3)}(?:klantgegevens|gegevens)`,
    threat: `weet waar (?:ik|je|jij|ze|hij) woon~|(?:staat|stond|wacht|wachtte) ${any(3)}(?:bij mijn auto|op de parkeerplaats|bij de uitgang|voor mijn deur)|(?:iets|wat) (?:met|zou) ${any(4)}gebeur~|een ongeluk (?:krijgen|hebben|overkomen)|pas maar op`,
    self_harm: `(?:spullen|apparatuur|gereedschap) ${any(2)}(?:weggegeven|verkocht|weggedaan)|brief (?:voor|aan) mijn (?:ouders|moeder|familie)|(?:geen )?zorgen meer (?:om|over) mij|hoeft niemand me meer|beter af zonder mij|niemand zou het merken|hoeveel pillen`,
    harassment: `berichten ${any(5)}(?:midden in de nacht|s nachts)|wat ik aan heb|(?:vraagt|vroeg) ${any(2)}(?:om )?foto~|opmerkingen over mijn (?:lichaam|uiterlijk|figuur|borsten|kont)|aan mijn (?:billen|kont|borsten|dij)`,
  },
  pl: {
    violence: `(?:zlapal|złapał|chwycil|chwycił)~ ${any(3)}za (?:wlosy|włosy|gardlo|gardło|szyje|szyję|kark|nadgarstek)|rzucil~ (?:we mnie|w nia|w nią|w niego)|rzucił~ (?:we mnie|w nia|w nią|w niego)|(?:pchnal|pchnął|popchnal|popchnął) ${any(3)}(?:na|o) (?:sciane|ścianę|drzwi|szafke)|podbite oko|zlamal~ (?:nos|nadgarstek)|złamał~ (?:nos|nadgarstek)`,
    crime: `do (?:wlasnej|własnej|swojej) kieszeni|(?:poprawion|zmienion|sfalszowan|sfałszowan)~ ${any(4)}(?:po fakcie|przed (?:kontrola|kontrolą|audytem|runda|rundą))|(?:liczby|dane|wyniki|raport) ${any(4)}(?:zostaly|zostały) ['"]?poprawion~|pod stolem|pod stołem|bez paragonu|za pieniadze|za pieniądze`,
    threat: `(?:pobije|zalatwi|załatwi|dopadnie) (?:mnie|cie|cię|ja|ją|go)|wie gdzie (?:mieszkam|mieszkasz|mieszka)|(?:czekal|czekał)~ ${any(2)}(?:przy moim samochodzie|na parkingu|pod domem)|(?:bedzie|będzie|miec|mieć) wypadek|uwazaj na siebie|uważaj na siebie`,
    self_harm: `(?:oddal|oddała|rozdal|rozdała)~? ${any(3)}(?:swoje|moje) (?:rzeczy|kolczyki|narzedzia|narzędzia)|nie (?:bedzie|będzie|bede|będę) (?:ich |juz |już )?(?:potrzebowac|potrzebować)|ile tabletek|list pozegnalny|list pożegnalny|lepiej beze mnie`,
    harassment: `(?:komentuje|komentarze) ${any(2)}(?:moj|mój|moje|moja|mojego) (?:wyglad|wygląd|cialo|ciało|figure|figurę|biust|tylek|tyłek)|prywatne spotkania|wiadomosci ${any(3)}w nocy|wiadomości ${any(3)}w nocy|dotyka mnie|(?:prosi|domaga sie|domaga się) ${any(2)}zdjec|zdjęć`,
  },
  tr: {
    violence: `bogaz[ıi]n[ıi] s[ıi]k~|bogazima sar[ıi]l~|bogmaya cal[ıi]s~|yakama yap[ıi]st[ıi]|sac[ıi]m(?:dan|[ıi]) (?:cekti|tuttu|yakalad[ıi])|(?:duvara|kap[ıi]ya|dolaba) (?:itti|carpt[ıi]|yap[ıi]st[ıi]rd[ıi]|savurdu)|(?:bana|ona|uzerime) (?:f[ıi]rlatt[ıi]|atti)|gozu(?:mu|nu)? morar~|burnu(?:mu|nu)? k[ıi]r~`,
    crime: `(?:kendi )?cebine (?:at[ıi]yor|att[ıi]|koyuyor|indiriyor)|is vermek icin para|para (?:karsiliginda|karsil[ıi]g[ıi]nda)|kay[ıi]tlar[ıi]? (?:sonradan )?(?:degistir|oynan|duzelt)~|sonradan (?:degistir|duzelt|doldur)~|faturas[ıi]z|(?:musteri|hasta) (?:bilgilerini|verilerini) sat~`,
    threat: `nerede oturdugumu|evimi biliyor|adresimi biliyor|(?:cocugumun|kizimin|oglumun) okulunu|kaza gecir~|bas[ıi]na (?:bir sey|bir is|kotu bir sey) gel~|dusmemin (?:cok )?kolay|pisman olacaks[ıi]n|gorursun sen|(?:arabam[ıi]n yan[ıi]nda|c[ıi]k[ıi]sta|kap[ıi]da) bekl~`,
    self_harm: `esyalar[ıi]m[ıi] ${any(2)}(?:b[ıi]rakt[ıi]m|verdim|dag[ıi]tt[ıi]m)|esyalar[ıi]n[ıi] (?:dag[ıi]tt[ıi]|verdi)|ben olmasam|kimse fark etmez|veda mektub~|yasaman[ıi]n (?:bir )?anlam[ıi] (?:yok|kalmad[ıi])|kac (?:tane )?hap|bir daha (?:gelmeyecegim|donmeyecegim)|bensiz daha iyi`,
    harassment: `vucudum hakk[ıi]nda|vucuduma|gece (?:yar[ıi]s[ıi] )?mesaj~|ne giydigimi|fotograf(?:[ıi]m[ıi])? (?:istiyor|istedi)|bana dokun~|(?:belime|bacag[ıi]ma|kalcama) dokun~|(?:odas[ıi]na|depoya) cag[ıi]r[ıi]p`,
  },
  ar: {
    violence: `دفع\\S* (?:\\S+ )?(?:نحو|على|إلى|الى|باتجاه) (?:الحائط|الجدار|الباب)|(?:أمسك|امسك|مسك)\\S* (?:\\S+ )?من (?:رقبت|عنق|شعر|ذراع)|خنق|رمى (?:علي|عليها|عليه)|عين زرقاء|كسر (?:أنف|انف)`,
    crime: `في جيبه|لجيبه|إلى جيبه|الى جيبه|بدون فاتورة|دون فاتورة|مقابل (?:المال|مال|مبلغ)|تحت الطاولة|تلاعب|يبيع (?:\\S+ )?بيانات|(?:غير|عدل|عدّل)\\S* (?:\\S+ )?السجل\\S* (?:بعد|لاحقا)`,
    threat: `يعرف (?:أين|اين|مكان) (?:أسكن|اسكن|بيتي|منزلي|أعيش|اعيش|مدرسة)|يعرف عنواني|سيؤذي|سأؤذي|يؤذيني|ماذا حدث لي|ستندم|سيحدث لك|(?:سيتعرض|ستتعرض|تتعرض) لحادث|انتبه لنفسك|ينتظرني (?:عند|في|أمام|امام)`,
    self_harm: `(?:وزع|أعطى|اعطى|وهب)\\S* (?:\\S+ )?أغراض|رسالة وداع|لن أكون هنا|لن اكون هنا|لن يلاحظ (?:أحد|احد)|لا أرى (?:أي )?مخرج|كم حبة|(?:أفضل|افضل|أحسن|احسن) بدوني`,
    harassment: `يطلب (?:\\S+ )?(?:صور|صورا|صورًا)|رسائل (?:\\S+ )?(?:في )?منتصف الليل|ماذا (?:ألبس|البس)|(?:على|عن) جسدي|يلمسني|لمسني|يتلمس`,
  },
};
