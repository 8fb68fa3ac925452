/** Spanish: the writer drops "yo", so first-person verbs ("llevo", "tengo", "soy") mark the self. */
import { AGE_DIGITS, B, DIGITS, E, GAP, WORDS, anyOf, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const UNITS = 'uno|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve';
const TENS = 'treinta|cuarenta|cincuenta|sesenta|setenta';
const NUM = `(?:${DIGITS}|${UNITS}|diez|once|doce|trece|catorce|quince|dieci\\p{L}{4,5}|veinte|veinti\\p{L}{3,6}|(?:${TENS})(?:\\s{1,3}y\\s{1,3}(?:${UNITS}))?)`;
const AGE_NUM = `(?:${AGE_DIGITS}|dieci(?:séis|seis|siete|ocho|nueve)|veinte|veinti\\p{L}{3,6}|(?:${TENS})(?:\\s{1,3}y\\s{1,3}(?:${UNITS}))?)`;
const ABOUT = '(?:(?:más de|casi|unos|cerca de|ya|ya más de|hace)\\s{1,3})?';
const YEARS = `${ABOUT}${NUM}\\s{1,3}(?:años?|meses|mes|décadas?)${E}`;
const DAYS = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo';
const MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const WHEN = `(?:${B}(?:el|este|pasado|del)\\s{1,3}(?:${DAYS})|${B}ayer|${B}anoche|la semana pasada|el mes pasado|el \\d{1,2} de (?:${MONTHS}))${E}`;
const SELF_AS = '(?:soy|era|fui|como|siendo|al ser|por ser|ser|yo,?|me siento|sigo siendo|me toca ser)';
const TRAITS =
  'mujer(?:es)?|hombre|chica|chico|negr[oa]|persona negra|racializad[oa]|asiátic[oa]|musulmán|musulmana|judí[oa]|gay|lesbiana|bisexual|trans|transgénero|no binari[oa]|sord[oa]|cieg[oa]|discapacitad[oa]|con discapacidad|en silla de ruedas|usuari[oa] de silla de ruedas|inmigrante|extranjer[oa]|autista|disléxic[oa]|embarazada|madre|padre|madre soltera|padre soltero|mayor de \\d\\d|latin[oa]|gitan[oa]|árabe|que habla \\p{L}{3,15}|hablante de \\p{L}{3,15}';
const ROLES =
  'jef[ae]|supervisor[a]?|encargad[oa]|responsable|coordinador[a]?|delegad[oa]|representante|director[a]?|gerente|técnic[oa]|enfermer[oa]|administrativ[oa]|recepcionista|secretari[oa]|contable|analista|desarrollador[a]?|programador[a]?|diseñador[a]?|formador[a]?|socorrista|conductor[a]?|cociner[oa]|vigilante|mentor[a]?';
const FAMILY =
  'madre|padre|mamá|papá|marido|esposo|esposa|mujer|pareja|hij[oa]s?|bebé|herman[oa]|abuel[oa]|niet[oa]|suegr[oa]|novi[oa]|prometid[oa]';
const HEALTH_WORDS =
  'operación|cirugía|aborto|cáncer|quimio|quimioterapia|radioterapia|diagnóstico|ictus|infarto|divorcio|separación|enfermedad|lesión|tratamiento|depresión|duelo|trasplante|diabetes|epilepsia|menopausia|embarazo|boda|luna de miel|baja (?:de|por|médica)';

const NOT_NAMES = wordSet(`saludos gracias atentamente cordialmente abrazos un saludo equipo todos todas nada nadie gente
  compañeros compañeras jefe jefa dirección empresa turno recursos humanos rrhh hola buenas buenos días tardes noches
  anónimo anónima cansado cansada harto harta nuevo nueva aquí yo
  así asi igual bien mal mucho poco nada solo sola tan muy como`);

export const spanish: LanguageRules = {
  notNames: NOT_NAMES,
  ownName: nameFinder({
    intro: '(?:me llamo|mi nombre es|soy|aquí)',
    after: 'de|del|y|en|aquí|desde|por',
    signOff: '(?:un |muchos |)saludos?(?: cordiales)?|atentamente|cordialmente|(?:muchas )?gracias|un abrazo|abrazos|firmado',
    notNames: NOT_NAMES,
    plain: 'me llamo|mi nombre es',
    opening: 'soy|aquí|aqui',
  }),
  staffNumber: anyOf([
    `${B}(?:n\\.?\\s{0,2}[º°o]\\.?|número)\\s{1,3}(?:de\\s{1,3})?personal\\s{0,3}[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}(?:n[úu]mero|n[º°o]\\.?|núm\\.?)\\s{1,3}de\\s{1,3}(?:emplead[oa]|trabajador[a]?|personal|nómina|ficha|legajo)\\s{0,3}(?:es\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}(?:legajo|ficha|matrícula)\\s{0,3}(?:n[º°o]\\.?\\s{0,3})?[:#]?\\s{0,3}\\d{3,}`,
    `${B}mi\\s{1,3}(?:número|id|identificador|código)(?:\\s{1,3}de\\s{1,3}\\p{L}{3,12})?\\s{1,3}(?:es\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:soy|siendo|como soy|al ser|por ser)\\s{1,3}zurd[oa]${E}`,
    `${B}(?:voy|estoy|ando|me muevo|uso)\\s{1,3}(?:en\\s{1,3})?silla de ruedas${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:el|la)\\s{1,3}únic[oa]\\s{1,3}(?:persona\\s{1,3}|${WORDS(1)})?(?:${TRAITS})${E}`,
    `${B}(?:soy|como|siendo|al ser|por ser)\\s{1,3}(?:una?\\s{1,3})?(?:persona\\s{1,3})?(?:sord[oa]|cieg[oa]|musulmán|musulmana|lesbiana|gay|trans|transgénero|no binari[oa]|autista|disléxic[oa]|mujer negra|hombre negro|madre soltera|padre soltero|usuari[oa] de silla de ruedas|con discapacidad|en silla de ruedas)${E}`,
    `${B}mis?\\s{1,3}(?:silla de ruedas|audífonos|perro guía|muletas|implante coclear|bomba de insulina|prótesis)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:como|siendo|al ser|por ser)\\s{1,3}únic[oa]\\s{1,3}\\p{L}{3,20}${E}`,
    `${B}(?:s[óo]lo|solamente|únicamente)\\s{1,3}(?:estoy|quedo|trabajo)\\s{1,3}yo${E}|${B}(?:estoy|quedo)\\s{1,3}(?:s[óo]lo|solamente)\\s{1,3}yo${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:el|la)\\s{1,3}únic[oa]${E}`,
    `${B}(?:soy|siendo|al ser|por ser)\\s{1,3}(?:el|la)\\s{1,3}${WORDS(2)}(?:${ROLES})${E}(?!\\s{1,3}(?:dijo|dice|nos|no|siempre|nunca))`,
    `${B}(?:s[óo]lo\\s{1,3}somos|somos\\s{1,3}s[óo]lo)\\s{1,3}(?:dos|tres|2|3)${E}`,
    `${B}(?:yo y (?:otra persona|un compañero|una compañera|otro compañero|otra compañera)|(?:otra persona|un compañero|una compañera) y yo)${E}`,
    `${B}(?:trabajo|estoy)\\s{1,3}sol[oa]\\s{1,3}(?:en|de|los|las|por)${E}`,
  ]),
  tenure: anyOf([
    `${B}llevo\\s{1,3}${YEARS}(?=\\s{0,3}(?:[,.;!?)]|$)|\\s{1,3}(?:y|pero|aquí|acá|en|con|trabajando|currando|de servicio|como|dentro)${E})`,
    `${B}llevo\\s{1,3}(?:trabajando|currando)${GAP(40)}(?:${YEARS}|desde\\s{1,3}(?:19|20)\\d\\d)`,
    `(?<!(?:el|mi|un|del|al|este|ese|tu|su|de|buen|nuestro|cada)\\s)${B}(?:trabajo|estoy)\\s{1,3}(?:aquí|acá|en|con|para)${GAP(30)}desde\\s{1,3}(?:hace\\s{1,3}${YEARS}|(?:19|20)\\d\\d|(?:${MONTHS}))`,
    `${B}(?:desde\\s{1,3}hace|hace)\\s{1,3}${YEARS}\\s{1,3}(?:que\\s{1,3})?(?:trabajo|estoy)\\s{1,3}(?:aquí|acá|en)${E}`,
    `${B}(?:tras|después de|en)\\s{1,3}(?:mis\\s{1,3})?${YEARS}\\s{1,3}(?:aquí|acá|en (?:la|esta|este|el) (?:empresa|compañía|casa|tienda|planta|oficina|firma|centro|hospital|fábrica|almacén|sede|departamento|puesto|servicio)|de servicio|trabajando aquí)`,
    `${B}mis\\s{1,3}${YEARS}\\s{0,3}(?:aquí|acá|en|con|trabajando|de (?:servicio|antigüedad|trabajo|casa|empresa)|[,.])`,
    `${B}(?:entré|ingresé|me incorporé|me contrataron|empecé a trabajar|comencé a trabajar|empecé aquí|empecé en la empresa)${GAP(30)}(?:en\\s{1,3}(?:19|20)\\d\\d|hace\\s{1,3}${NUM}\\s{1,3}(?:años?|meses|mes|semanas?)|el (?:mes|año) pasado|la semana pasada|en (?:${MONTHS}))`,
    `${B}(?:soy|como|siendo)\\s{1,3}(?:el|la)\\s{1,3}(?:más\\s{1,3}(?:antigu[oa]|veteran[oa]|nuev[oa])|últim[oa] en llegar)${E}`,
    `${B}soy\\s{1,3}(?:nuev[oa]|recién llegad[oa])(?=\\s{0,3}(?:[,.!?]|$)|\\s{1,3}(?:en|aquí|y)${E})`,
    `${B}(?:cumplo|cumplí|he cumplido|voy a cumplir)\\s{1,3}${YEARS}\\s{1,3}(?:en|aquí|trabajando|con)${E}`,
    `${B}tengo\\s{1,3}(?:una antigüedad de\\s{1,3}${YEARS}|${YEARS}\\s{1,3}de antigüedad)`,
  ]),
  age: anyOf([
    `${B}tengo\\s{1,3}(?:(?:ya|solo|sólo|apenas|casi)\\s{1,3})?${AGE_NUM}\\s{1,3}años${E}(?!\\s{1,3}(?:de|en|aquí|trabajando|con)${E})`,
    `${B}tengo\\s{1,3}${AGE_NUM}(?=\\s{0,3}(?:[,;!?]|\\.(?!\\d)|$)|\\s{1,3}(?:y|pero)${E})`,
    `${B}(?:a|con)\\s{1,3}mis\\s{1,3}${AGE_NUM}(?:\\s{1,3}años)?${E}(?!\\s{1,3}(?:de|en|aquí|trabajando)${E})`,
    `${B}(?:cumplí|cumplo|cumpliré|voy a cumplir|acabo de cumplir)\\s{1,3}${AGE_NUM}(?:\\s{1,3}años)?${E}(?!\\s{1,3}(?:en|de|aquí|trabajando|con)${E})`,
    `${B}(?:soy|siendo|como)\\s{1,3}(?:el|la)\\s{1,3}(?:más\\s{1,3}(?:mayor|joven)|mayor\\s{1,3}del\\s{1,3}(?:equipo|turno|departamento|grupo))${E}`,
    `${B}(?:tengo más de|paso de los|pasé los|ya con|soy mayor de|con más de)\\s{1,3}(?:50|55|60|65|cincuenta|sesenta)${E}`,
    `${B}(?:me jubilo|me voy a jubilar|a punto de jubilarme|me quedan?${GAP(20)}para\\s{1,3}(?:la\\s{1,3})?jubila(?:rme|ción))`,
  ]),
  health: anyOf([
    `${B}mi\\s{1,3}(?:${FAMILY})\\s{1,3}(?:murió|falleció|se murió|ha muerto|ha fallecido)${E}`,
    `${B}(?:operación|cirugía|intervención)\\s{1,3}(?:de|del|de la|en la|en el)\\s{1,3}(?:rodilla|cadera|espalda|hombro|corazón|columna|tobillo|muñeca|mano|pie|hernia)${E}`,
    `${B}(?:estoy de|estuve de|volví de (?:la|mi)|vuelvo de (?:la|mi)|al volver de (?:la|mi)|me reincorporé (?:de|tras|después de) (?:la|mi)|regresé de (?:la|mi)|cogí la|pedí la|me dieron la)\\s{1,3}baja${E}`,
    `${B}(?:estoy|estaba|me quedé)\\s{1,3}embarazada${E}`,
    `${B}mi\\s{1,3}(?:[^\\s.!?]{1,20}\\s{1,3})?(?:${HEALTH_WORDS})${E}`,
    `${B}me\\s{1,3}(?:operaron|diagnosticaron|detectaron|ingresaron|dio un (?:infarto|ictus))${E}`,
    `${B}(?:tuve|sufrí|he tenido|he sufrido)\\s{1,3}(?:un|una)\\s{1,3}(?:aborto|infarto|ictus|operación|cirugía|bebé|hijo|hija|crisis nerviosa|depresión|derrame)${E}`,
    `${B}tengo\\s{1,3}(?:cáncer|diabetes|epilepsia|esclerosis|fibromialgia|endometriosis|una enfermedad|depresión|covid persistente|una discapacidad|lupus|vih)${E}`,
    `${B}(?:perdí|he perdido|murió|falleció|ha muerto|ha fallecido|se murió|enterré)\\s{1,3}(?:a\\s{1,3})?mi\\s{1,3}(?:${FAMILY})${E}`,
    `${B}mi\\s{1,3}(?:${FAMILY})\\s{1,3}(?:murió|falleció|está|estuvo|ha estado|fue|tiene|tuvo|estaba)\\s{1,3}(?:muy\\s{1,3})?(?:enferm|ingresad|hospitalizad|diagnosticad|operad|en el hospital|cáncer|un ictus|un infarto|embarazada)`,
    `${B}(?:el fallecimiento|la muerte|el funeral|el entierro|la enfermedad) de mi\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:nació mi\\s{1,3}(?:hij[oa]|bebé)|(?:fui|he sido|acabo de ser)\\s{1,3}(?:madre|padre|mamá|papá))${E}`,
  ]),
  event: anyOf([
    `${B}yo\\s{1,3}(?:fui|soy|era)\\s{1,3}(?:quien|el que|la que)${E}`,
    `${B}(?:fui|soy|era)\\s{1,3}yo\\s{1,3}(?:quien|el que|la que)${E}`,
    `${B}(?:fui|soy|era)\\s{1,3}(?:el|la)\\s{1,3}(?:que|persona que|primer[oa] en)\\s{1,3}(?:denunci|report|present|inform|avis|se quej|llam|escrib|descubr|encontr|dio la voz|dij)`,
    `${B}(?:presenté|puse|interpuse|he presentado|he puesto|registré)\\s{1,3}(?:una|la|mi)\\s{1,3}(?:queja|denuncia|reclamación|demanda)${E}`,
    `${B}mi\\s{1,3}(?:queja formal|denuncia|demanda|expediente disciplinario|reclamación formal|queja por acoso)${E}`,
    `${B}(?:denuncié|reporté|informé de|me quejé de)${GAP(60)}${WHEN}`,
    `${B}(?:me (?:lesioné|hice daño|accidenté|agredieron|despidieron|sancionaron|suspendieron|expedientaron|trasladaron|caí|corté|quemé)|sufrí un accidente|tuve un accidente)${GAP(60)}${WHEN}`,
  ]),
};
