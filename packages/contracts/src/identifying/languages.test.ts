import { describe, expect, it } from 'vitest';
import type { Language } from '../languages.ts';
import { identifyingHints, type IdentifyingKind } from '../identifying.ts';
import { ALL_IDENTIFYING_RULES, IDENTIFYING_RULES } from './all.ts';

type Lines = { warn: [string, IdentifyingKind][]; quiet: string[] };

/** Development lines per language: what must warn (with its kind) and near misses that must not. */
const LINES: Record<Exclude<Language, 'en'>, Lines> = {
  es: {
    warn: [
      ['hola, me llamo nerea y el turno de tarde no tiene descanso', 'name'],
      ['Por las noches en el almacén solo estoy yo.', 'uniqueRole'],
      ['Siendo zurda, la cortadora es peligrosa.', 'trait'],
      ['empece a trabajar aqui hace 4 meses y sigo sin taquilla', 'tenure'],
      ['Tras quince años en este hospital nadie me pregunta nada.', 'tenure'],
      ['Mi abuela murió en verano y solo tuve un día libre.', 'health'],
      ['Llamadme al 612 345 678 si queréis detalles.', 'phone'],
      ['Me llamo Marta y trabajo en logística desde hace poco.', 'name'],
      ['Hola, soy Álvaro, del turno de noche. Necesitamos más gente.', 'name'],
      ['El comedor cierra antes de la pausa.\nSaludos, Marta', 'name'],
      ['Mi número de empleado es 4521 y la nómina vuelve a estar mal.', 'staffNumber'],
      ['Soy la única mujer del turno de noche y los comentarios cansan.', 'trait'],
      ['Como usuaria de silla de ruedas, el ascensor roto me deja fuera.', 'trait'],
      ['Soy el único que sabe usar la máquina nueva, así que no puedo librar.', 'uniqueRole'],
      ['Solo somos dos en nóminas y yo hago todas las horas extra.', 'uniqueRole'],
      ['Llevo 12 años en la empresa y nunca vi la moral tan baja.', 'tenure'],
      ['Trabajo aquí desde 2004 y el aparcamiento nunca estuvo tan mal.', 'tenure'],
      ['Entré hace dos meses y todavía no tengo portátil.', 'tenure'],
      ['Tengo cincuenta y ocho años y el ritmo nuevo es imposible.', 'age'],
      ['Tengo 58 años y nadie me ofrece formación.', 'age'],
      ['Me jubilo el año que viene y nadie me ha pedido el traspaso.', 'age'],
      ['Desde que volví de la baja de maternidad me quitaron el puesto.', 'health'],
      ['Perdí a mi madre en enero y tuve que usar vacaciones para el entierro.', 'health'],
      ['Me operaron del corazón en marzo y la carga de trabajo se duplicó.', 'health'],
      ['Fui yo quien denunció la fuga, y desde entonces me tocan los peores turnos.', 'event'],
      ['Presenté una queja formal contra mi jefe y no ha pasado nada.', 'event'],
    ],
    quiet: [
      'El teléfono gratuito 900 123 456 no contesta.',
      'Gary de informática nunca contesta el teléfono.',
      'Llevo 2 años pidiendo una silla nueva.',
      'La única mujer directiva se fue el año pasado.',
      'Tengo 20 años de experiencia y nadie me escucha.',
      'La política de baja por maternidad es peor que la de la competencia.',
      'Mi productividad baja cada mes por culpa del sistema.',
      'La única forma de arreglar un portátil es escalar a un director.',
      'Después de 3 años pidiéndolo, por fin tenemos microondas.',
      'Mi jefe lleva 20 años aquí y no quiere cambiar nada.',
      'Tengo 10 minutos de pausa y la cola del microondas es enorme.',
      'Gracias a todos por el esfuerzo del viernes.',
      'Pedido 123456789 enviado al cliente equivocado.',
    ],
  },
  fr: {
    warn: [
      ["moi c'est karim, la pointeuse bugue tous les matins", 'name'],
      ['Le soir au standard, il n’y a que moi.', 'uniqueRole'],
      ['Étant malentendante, je rate les consignes orales.', 'trait'],
      ['Je suis rentrée de congé parental en mars.', 'health'],
      ["Je m'appelle Julie et je travaille au quai de chargement.", 'name'],
      ['La cantine ferme trop tôt.\nCordialement, Élodie', 'name'],
      ['Mon matricule est 88213 et mes heures sup ne sont pas payées.', 'staffNumber'],
      ["Je suis la seule femme de l'équipe de nuit.", 'trait'],
      ['En tant que personne sourde, je rate toutes les annonces.', 'trait'],
      ['Je suis le seul à connaître le logiciel de paie.', 'uniqueRole'],
      ['Je travaille ici depuis 10 ans et je n’ai jamais vu ça.', 'tenure'],
      ['Ça fait quinze ans que je suis dans cette entreprise.', 'tenure'],
      ["J'ai 58 ans et les nouvelles cadences sont impossibles.", 'age'],
      ['Je pars à la retraite en juin et personne ne prépare la relève.', 'age'],
      ['Depuis mon retour de congé maternité, on ne me dit plus rien.', 'health'],
      ["J'ai perdu ma mère en janvier et j'ai dû poser des congés.", 'health'],
      ["C'est moi qui ai signalé la fuite, et depuis on m'ignore.", 'event'],
      ["J'ai déposé plainte contre mon responsable et rien n'a bougé.", 'event'],
    ],
    quiet: [
      "Moi c'est pareil, la pointeuse bugue.",
      'Le responsable informatique ne répond jamais.',
      'La seule imprimante qui marche est au deuxième étage.',
      "J'ai 20 ans d'expérience et on ne m'écoute pas.",
      'Cela fait trois ans que nous demandons une deuxième ligne.',
      'Le congé maternité est moins bien payé que chez les concurrents.',
      'Merci à toute l’équipe de nuit pour le travail de vendredi.',
      'Mon manager a 20 ans de maison et refuse tout changement.',
      'Je suis satisfait du nouveau planning.',
    ],
  },
  de: {
    warn: [
      ['hier ist mehmet, die kantine ist wieder kalt', 'name'],
      ['Ich bin Lena Schmidt aus dem Versand und warte auf mein Gehalt.', 'name'],
      ['Nachts bin im Lager nur ich.', 'uniqueRole'],
      ['Bin erst seit 3 Wochen dabei und habe keinen Spind.', 'tenure'],
      ['Seit meinem Kreuzbandriss stehe ich trotzdem am Band.', 'health'],
      ['Ich heiße Jan und arbeite im Lager.', 'name'],
      ['Die Kantine schließt zu früh.\nViele Grüße, Jürgen', 'name'],
      ['Meine Personalnummer ist 20381, die Abrechnung ist wieder falsch.', 'staffNumber'],
      ['Ich bin die einzige Frau in der Nachtschicht.', 'trait'],
      ['Ich bin gehörlos und verpasse jede Durchsage.', 'trait'],
      ['Ich bin der einzige, der die neue Maschine bedienen kann.', 'uniqueRole'],
      ['Wir sind nur zu zweit in der Lohnbuchhaltung.', 'uniqueRole'],
      ['Ich arbeite seit 15 Jahren hier und so schlecht war es nie.', 'tenure'],
      ['Seit fünfzehn Jahren bin ich im Betrieb.', 'tenure'],
      ['Ich bin 58 und schaffe das neue Tempo nicht.', 'age'],
      ['Ich gehe nächstes Jahr in Rente und niemand plant die Übergabe.', 'age'],
      ['Nach meiner Elternzeit war mein Schreibtisch weg.', 'health'],
      ['Mein Vater ist im Januar gestorben und ich musste Urlaub nehmen.', 'health'],
      ['Ich habe eine formelle Beschwerde eingereicht und nichts ist passiert.', 'event'],
    ],
    quiet: [
      'Ich bin Schichtleiter, aber niemand hört zu.',
      'Gary aus der IT geht nie ans Telefon.',
      'Wir warten seit 3 Jahren auf eine zweite Verpackungslinie.',
      'Ich bin 10 Minuten zu spät, weil der Bus zu früh fährt.',
      'Die Elternzeit-Regelung ist schlechter als bei der Konkurrenz.',
      'Unser Chef ist seit 20 Jahren hier und ändert nichts.',
      'Danke an die Nachtschicht für den Einsatz.',
      'Die einzige Lösung ist mehr Personal.',
      'Hier ist Chaos, seit die neue Software läuft.',
    ],
  },
  pt: {
    warn: [
      ['aqui é o rui, a máquina de café está avariada', 'name'],
      ['Como única rececionista à noite, não tenho pausa.', 'uniqueRole'],
      ['Entrei faz 3 meses e ainda não tenho cacifo.', 'tenure'],
      ['Depois da cirurgia ao joelho puseram-me a carregar caixas.', 'health'],
      ['Chamo-me Ana e trabalho no armazém.', 'name'],
      ['O meu nome é João e trabalho na expedição.', 'name'],
      ['A cantina fecha cedo demais.\nAtenciosamente, Ana', 'name'],
      ['Sou a única mulher do turno da noite.', 'trait'],
      ['Sou o único que sabe mexer no sistema de salários.', 'uniqueRole'],
      ['Trabalho aqui há 8 anos e nunca vi isto.', 'tenure'],
      ['Há doze anos que trabalho nesta empresa.', 'tenure'],
      ['Tenho 58 anos e o novo ritmo é impossível.', 'age'],
      ['Desde que voltei da licença de maternidade ignoram-me.', 'health'],
      ['Estou grávida e ninguém ajustou o meu horário.', 'health'],
      ['Fui eu quem denunciou a fuga e agora dão-me os piores turnos.', 'event'],
    ],
    quiet: [
      'O Gary da informática nunca atende o telefone.',
      'Há 3 anos que pedimos uma segunda linha.',
      'Tenho 20 anos de experiência e ninguém me ouve.',
      'A licença de maternidade aqui é pior do que na concorrência.',
      'A única impressora que funciona é a do segundo andar.',
      'O meu chefe trabalha aqui há 20 anos e não muda nada.',
      'Obrigado a todos pelo esforço de sexta-feira.',
    ],
  },
  pl: {
    warn: [
      ['z tej strony marek, szatnia jest brudna', 'name'],
      ['W nocy na portierni jestem tylko ja.', 'uniqueRole'],
      ['Po dwudziestu dwóch latach w tym magazynie nikt mnie nie pyta.', 'tenure'],
      ['Zmarł mój tata, a dostałem jeden dzień wolnego.', 'health'],
      ['Nazywam się Łukasz i pracuję na magazynie.', 'name'],
      ['Mam na imię Kasia, pracuję w księgowości.', 'name'],
      ['Stołówka zamyka się za wcześnie.\nPozdrawiam, Kasia', 'name'],
      ['Mój numer pracowniczy to 4521, pensja znowu jest zła.', 'staffNumber'],
      ['Jestem jedyną kobietą na nocnej zmianie.', 'trait'],
      ['Jako jedyna osoba na wózku nie dostanę się do stołówki.', 'trait'],
      ['Jestem jedynym programistą w dziale.', 'uniqueRole'],
      ['Pracuję tu od 10 lat i nigdy nie było tak źle.', 'tenure'],
      ['Od dziesięciu lat pracuję w tej firmie.', 'tenure'],
      ['Mam 58 lat i nowe normy są nie do zrobienia.', 'age'],
      ['Po powrocie z urlopu macierzyńskiego zabrano mi biurko, wróciłam z urlopu i nic.', 'health'],
      ['Jestem w ciąży i nikt nie zmienił mi grafiku.', 'health'],
      ['To ja zgłosiłam wyciek i teraz dostaję najgorsze zmiany.', 'event'],
      ['Złożyłam skargę na kierownika i nic się nie stało.', 'event'],
    ],
    quiet: [
      'Kierownik pracuje tu od 20 lat.',
      'Gary z IT nigdy nie odbiera telefonu.',
      'Od 3 lat prosimy o drugą linię pakowania.',
      'Mam 20 lat doświadczenia i nikt mnie nie słucha.',
      'Jedyna drukarka, która działa, jest na drugim piętrze.',
      'Nasz kierownik pracuje tu od 20 lat i niczego nie zmienia.',
      'Urlop macierzyński u nas jest gorszy niż u konkurencji.',
      'Jestem zmęczona od 3 miesięcy przez nadgodziny.',
    ],
  },
  ro: {
    warn: [
      ['aici e vlad, automatul de cafea nu merge', 'name'],
      ['Noaptea la poartă sunt doar eu.', 'uniqueRole'],
      ['Fiind stângace, foarfecele de pe linie sunt periculoase.', 'trait'],
      ['Mama a murit luna trecută și am primit o zi liberă.', 'health'],
      ['Mă numesc Ștefan și lucrez în depozit.', 'name'],
      ['Cantina se închide prea devreme.\nCu stimă, Ioana', 'name'],
      ['Sunt singura femeie din tura de noapte.', 'trait'],
      ['Sunt singurul care știe să folosească mașina nouă.', 'uniqueRole'],
      ['Lucrez aici de 12 ani și n-am văzut așa ceva.', 'tenure'],
      ['Lucrez în firmă de doisprezece ani.', 'tenure'],
      ['Am 58 de ani și ritmul nou e imposibil.', 'age'],
      ['Sunt însărcinată și nimeni nu mi-a schimbat programul.', 'health'],
      ['M-am întors din concediul de maternitate și mi-au dat biroul altcuiva.', 'health'],
      ['Eu am fost cea care a reclamat scurgerea.', 'event'],
    ],
    quiet: [
      'Gary de la IT nu răspunde niciodată la telefon.',
      'De 3 ani cerem o a doua linie de ambalare.',
      'Am 20 de ani de experiență și nimeni nu mă ascultă.',
      'Singura imprimantă care merge e la etajul doi.',
      'Șeful nostru lucrează aici de 20 de ani și nu schimbă nimic.',
      'Mă simt singur în echipa asta.',
      'Mulțumesc tuturor pentru efortul de vineri.',
    ],
  },
  ar: {
    warn: [
      ['معكم سامي من قسم الشحن، المكيف معطل', 'name'],
      ['في المخزن ليلا ما في غيري', 'uniqueRole'],
      ['بما اني اعسر، المقص خطير علي', 'trait'],
      ['انا اللي اشتكيت من الحرارة في الاجتماع', 'event'],
      ['اسمي أحمد وأعمل في المستودع', 'name'],
      ['المقصف يغلق مبكرا جدا.\nمع تحياتي، أحمد', 'name'],
      ['رقمي الوظيفي 4521 والراتب خاطئ مرة أخرى', 'staffNumber'],
      ['أنا المرأة الوحيدة في الوردية الليلية', 'trait'],
      ['أنا الوحيد الذي يعرف تشغيل الآلة الجديدة', 'uniqueRole'],
      ['منذ 10 سنوات أعمل هنا ولم أر شيئا كهذا', 'tenure'],
      ['أعمل في الشركة منذ ١٢ عاما', 'tenure'],
      ['عمري 58 سنة ولا أستطيع مواكبة الوتيرة الجديدة', 'age'],
      ['عدت من إجازة الأمومة فوجدت مكتبي لغيري', 'health'],
      ['توفيت والدتي في يناير واضطررت لاستخدام إجازتي السنوية', 'health'],
      ['أنا من قدم الشكوى ضد المشرف', 'event'],
    ],
    quiet: [
      'غاري من قسم تقنية المعلومات لا يرد على الهاتف أبدا',
      'منذ 3 سنوات نطالب بخط تعبئة ثان',
      'اسمي في الجدول كل عطلة نهاية أسبوع',
      'إجازة الأمومة هنا أسوأ من المنافسين',
      'مديرنا يعمل هنا منذ 20 عاما ولا يغير شيئا',
      'شكرا جزيلا لفريق الليل',
      'الطابعة الوحيدة التي تعمل في الطابق الثاني',
    ],
  },
};

// A line warns with its own language's rules alone (MyVoyce's editor loads the page's language
// only) and a near miss stays quiet in every language (the server checks them all).
describe.each(Object.entries(LINES) as [Exclude<Language, 'en'>, Lines][])('identifying details in %s', (language, { warn, quiet }) => {
  it.each(warn)('warns: %s', (text, kind) => {
    expect(identifyingHints(text, [IDENTIFYING_RULES[language]])).toContain(kind);
    expect(identifyingHints(text, ALL_IDENTIFYING_RULES)).toContain(kind);
  });
  it.each(quiet)('stays quiet: %s', (text) => {
    expect(identifyingHints(text, ALL_IDENTIFYING_RULES)).toEqual([]);
  });
});

describe('identifying details: the languages checked', () => {
  it('checks English alone unless given other languages', () => {
    const spanish = 'Llevo 12 años en la empresa y nunca vi la moral tan baja.';
    expect(identifyingHints(spanish)).toEqual([]);
    expect(identifyingHints(spanish, [IDENTIFYING_RULES.fr])).toEqual([]);
    expect(identifyingHints(spanish, [IDENTIFYING_RULES.es])).toEqual(['tenure']);
    expect(identifyingHints('After 23 years here I have never seen morale this low.', [])).toEqual(['tenure']);
  });

  it("reads another language's sign-off word as no name only when that language is checked", () => {
    const text = 'The canteen closes before the break.\nThanks, Saludos';
    expect(identifyingHints(text)).toEqual(['name']);
    expect(identifyingHints(text, [IDENTIFYING_RULES.es])).toEqual([]);
  });
});

describe('identifying details: bounded work', () => {
  // Long runs of what the patterns repeat over (letters, spaces, digits, Arabic, sign-off words)
  // with no way to match: a pattern that backtracks without bound never returns on these.
  const adversarial = [
    'a '.repeat(2500),
    'llevo trabajando '.repeat(300),
    'Saludos, Marta '.repeat(330),
    'ich bin seit '.repeat(380),
    'منذ سنوات اعمل '.repeat(330),
    '1 '.repeat(2500),
    `${'é'.repeat(4990)}!`,
    'je suis la seule '.repeat(290),
  ];
  it.each(adversarial.map((text) => [text.slice(0, 20), text]))('finishes on a long text: %s…', (_head, text) => {
    expect(text.length).toBeGreaterThan(4500);
    expect(Array.isArray(identifyingHints(text, ALL_IDENTIFYING_RULES))).toBe(true);
  });
});
