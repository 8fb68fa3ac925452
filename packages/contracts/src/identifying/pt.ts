/** Portuguese (Portugal and Brazil): first-person verbs ("trabalho", "tenho", "sou") mark the self. */
import { AGE_DIGITS, B, DIGITS, E, GAP, WORDS, anyOf, nameFinder, wordSet, type LanguageRules } from './shared.ts';

const UNITS = 'um|uma|dois|duas|três|quatro|cinco|seis|sete|oito|nove';
const TENS = 'vinte|trinta|quarenta|cinquenta|sessenta|setenta';
const NUM = `(?:${DIGITS}|${UNITS}|dez|onze|doze|treze|catorze|quatorze|quinze|dez[ae]sseis|dez[ae]ssete|dezoito|dez[ae]nove|(?:${TENS})(?:\\s{1,3}e\\s{1,3}(?:${UNITS}))?)`;
const AGE_NUM = `(?:${AGE_DIGITS}|dez[ae]sseis|dez[ae]ssete|dezoito|dez[ae]nove|(?:${TENS})(?:\\s{1,3}e\\s{1,3}(?:${UNITS}))?)`;
const ABOUT = '(?:(?:mais de|quase|uns|cerca de|já|já mais de|perto de)\\s{1,3})?';
const YEARS = `${ABOUT}${NUM}\\s{1,3}(?:anos?|meses|mês|décadas?)${E}`;
const DAYS = 'segunda(?:-feira)?|terça(?:-feira)?|quarta(?:-feira)?|quinta(?:-feira)?|sexta(?:-feira)?|sábado|domingo';
const MONTHS = 'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro';
const WHEN = `(?:${B}(?:na|no|nesta|neste|na passada|no passado)\\s{1,3}(?:${DAYS})|${B}ontem|na semana passada|no mês passado|a \\d{1,2} de (?:${MONTHS})|em \\d{1,2} de (?:${MONTHS}))${E}`;
const SELF_AS = '(?:sou|era|fui|como|sendo|por ser|eu,?|me sinto|sinto-me|continuo a ser)';
const TRAITS =
  'mulher(?:es)?|homem|negr[oa]|pessoa negra|racializad[oa]|asiátic[oa]|muçulman[oa]|judeu|judia|gay|lésbica|bissexual|trans|transgénero|transgênero|não[- ]binári[oa]|surd[oa]|ceg[oa]|deficiente|com deficiência|cadeirante|em cadeira de rodas|imigrante|estrangeir[oa]|autista|disléxic[oa]|grávida|mãe|pai|mãe solteira|pai solteiro|brasileir[oa]|que fala \\p{L}{3,15}';
const ROLES =
  'chefe|supervisor[a]?|encarregad[oa]|responsável|coordenador[a]?|delegad[oa]|representante|diretor[a]?|gerente|técnic[oa]|enfermeir[oa]|administrativ[oa]|rececionista|recepcionista|secretári[oa]|contabilista|contador[a]?|analista|desenvolvedor[a]?|programador[a]?|formador[a]?|socorrista|motorista|cozinheir[oa]|vigilante';
const FAMILY =
  'mãe|pai|marido|esposa|esposo|mulher|companheir[oa]|filh[oa]s?|bebé|bebê|irmã|irmão|avó|avô|net[oa]|sogr[oa]|namorad[oa]|noiv[oa]|pais';
const HEALTH_WORDS =
  'operação|cirurgia|aborto|cancro|câncer|quimio|quimioterapia|radioterapia|diagnóstico|avc|enfarte|infarto|divórcio|separação|doença|lesão|tratamento|depressão|burnout|luto|transplante|diabetes|epilepsia|menopausa|gravidez|casamento|licença (?:de )?(?:maternidade|paternidade|parental|médica)|baixa médica';

const NOT_NAMES = wordSet(`atenciosamente cumprimentos abraços obrigado obrigada saudações olá bom dia boa tarde noite equipa equipe
  todos todas ninguém nada pessoal colegas chefe direção empresa turno anónimo anônimo cansado cansada farto farta
  novo nova aqui eu att abs bjs
  assim igual bem mal muito pouco só tão como isso isto`);

export const portuguese: LanguageRules = {
  notNames: NOT_NAMES,
  ownName: nameFinder({
    intro: 'chamo-me|me chamo|eu chamo-me|(?:o\\s)?meu nome é|sou o|sou a|sou|aqui é o|aqui é a|aqui fala o|aqui fala a',
    after: 'do|da|de|dos|das|e|em|aqui|desde|no|na',
    signOff:
      'atenciosamente|(?:com os )?(?:melhores )?cumprimentos|(?:um )?abraço|abraços|(?:muito )?obrigad[oa]|saudações|att|abs|beijos|bjs',
    notNames: NOT_NAMES,
    plain: 'chamo-me|me chamo|meu nome é|o meu nome é',
    opening: 'aqui é o|aqui é a|aqui é|sou o|sou a|aqui fala o|aqui fala a',
  }),
  staffNumber: anyOf([
    `${B}(?:minha|a minha)\\s{1,3}matrícula\\s{0,3}(?:é\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}(?:n[úu]mero|n\\.?[º°o]\\.?)\\s{1,3}(?:de\\s{1,3})?(?:funcionári[oa]|colaborador[a]?|empregad[oa]|matrícula|trabalhador[a]?|mecanográfico)\\s{0,3}(?:é\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
    `${B}(?:a\\s{1,3})?(?:minha\\s{1,3})?matrícula\\s{0,3}(?:é\\s{1,3})?[:#]?\\s{0,3}\\d{3,}`,
    `${B}(?:o\\s{1,3})?meu\\s{1,3}(?:número|id|código)(?:\\s{1,3}de\\s{1,3}\\p{L}{3,12})?\\s{1,3}(?:é\\s{1,3})?[:#]?\\s{0,3}\\p{L}{0,3}[-/]?\\d{3,}`,
  ]),
  trait: anyOf([
    `${B}(?:sou|sendo|como sou|por ser)\\s{1,3}(?:canhot[oa]|daltónic[oa]|daltônic[oa])${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:o|a)\\s{1,3}únic[oa]\\s{1,3}(?:pessoa\\s{1,3}|${WORDS(1)})?(?:${TRAITS})${E}`,
    `${B}(?:sou|como|sendo|por ser)\\s{1,3}(?:uma?\\s{1,3})?(?:pessoa\\s{1,3})?(?:surd[oa]|ceg[oa]|cadeirante|muçulman[oa]|lésbica|gay|trans|transgénero|transgênero|não[- ]binári[oa]|autista|disléxic[oa]|mulher negra|homem negro|mãe solteira|pai solteiro|deficiente|com deficiência)${E}`,
    `${B}(?:a\\s{1,3})?(?:minha|meus?|minhas)\\s{1,3}(?:cadeira de rodas|aparelhos? auditivos?|cão-guia|cão guia|muletas|implante coclear|bomba de insulina|prótese)${E}`,
  ]),
  uniqueRole: anyOf([
    `${B}(?:como|sendo|por ser)\\s{1,3}únic[oa]\\s{1,3}\\p{L}{3,20}${E}`,
    `${B}(?:só|somente|apenas)\\s{1,3}(?:estou|fico|trabalho)\\s{1,3}eu${E}|${B}(?:estou|fico)\\s{1,3}(?:só|sozinh[oa])\\s{1,3}eu${E}`,
    `${B}${SELF_AS}\\s{1,3}(?:o|a)\\s{1,3}únic[oa]${E}`,
    `${B}(?:sou|sendo|por ser)\\s{1,3}(?:o|a)\\s{1,3}${WORDS(2)}(?:${ROLES})${E}(?!\\s{1,3}(?:disse|diz|nos|não|sempre|nunca))`,
    `${B}(?:somos\\s{1,3}(?:só|apenas)|só somos|apenas somos)\\s{1,3}(?:dois|duas|três|2|3)${E}`,
    `${B}(?:eu e (?:mais )?(?:uma? )?(?:outra pessoa|colega|outro colega|outra colega)|(?:um|uma) colega e eu)${E}`,
    `${B}trabalho\\s{1,3}sozinh[oa]\\s{1,3}(?:no|na|à|de|em|aos)${E}`,
  ]),
  tenure: anyOf([
    `${B}(?:depois de|após|com)\\s{1,3}(?:${YEARS})\\s{1,3}(?:n[ao]|nest[ae]|dest[ae])\\s{1,3}(?:empresa|casa|loja|fábrica|armazém|centro|hospital|unidade|serviço|firma)${E}`,
    `${B}(?:entrei|comecei)\\s{1,3}(?:na empresa\\s{1,3}|aqui\\s{1,3}|na firma\\s{1,3})?(?:há|faz)\\s{1,3}${NUM}\\s{1,3}(?:anos?|meses|mês|semanas?)${E}`,
    `(?<!(?:o|meu|um|do|ao|este|esse|seu|de|bom|nosso|cada)\\s)${B}(?:trabalho|estou|ando|trabalhei)\\s{1,3}(?:aqui|cá|na|no|em|nesta|neste|com|para)${GAP(30)}(?:há|faz)\\s{1,3}${YEARS}`,
    `(?<!(?:o|meu|um|do|ao|este|esse|seu|de|bom|nosso|cada)\\s)${B}(?:trabalho|estou)\\s{1,3}(?:aqui|cá|na|no|em|nesta|neste|com|para)${GAP(30)}desde\\s{1,3}(?:(?:19|20)\\d\\d|(?:${MONTHS}))`,
    `${B}(?:há|faz)\\s{1,3}${YEARS}\\s{1,3}(?:que\\s{1,3})?(?:trabalho|estou)\\s{1,3}(?:aqui|cá|na|no|em|nesta|neste)${E}`,
    `${B}(?:depois de|após|em|com)\\s{1,3}(?:os\\s{1,3})?(?:meus\\s{1,3})?${YEARS}\\s{1,3}(?:aqui|cá|de casa|de empresa|de serviço|na empresa|nesta empresa|na casa|neste posto|a trabalhar aqui)`,
    `${B}(?:os\\s{1,3}|nos\\s{1,3})?meus\\s{1,3}${YEARS}\\s{0,3}(?:aqui|cá|de casa|de serviço|de empresa|na|nesta|[,.])`,
    `${B}tenho\\s{1,3}${YEARS}\\s{1,3}de\\s{1,3}(?:casa|empresa|serviço|antiguidade)${E}`,
    `${B}(?:entrei|fui contratad[oa]|fui admitid[oa]|comecei a trabalhar|comecei aqui|comecei na empresa)${GAP(30)}(?:em\\s{1,3}(?:19|20)\\d\\d|há\\s{1,3}${NUM}\\s{1,3}(?:anos?|meses|mês|semanas?)|no (?:mês|ano) passado|na semana passada|em (?:${MONTHS}))`,
    `${B}sou\\s{1,3}(?:o|a)\\s{1,3}mais\\s{1,3}antig[oa]${E}`,
    `${B}sou\\s{1,3}nov[oa]\\s{1,3}(?:aqui|na empresa|nesta empresa|na equipa|na equipe)${E}`,
  ]),
  age: anyOf([
    `${B}tenho\\s{1,3}(?:já\\s{1,3})?${AGE_NUM}\\s{1,3}anos${E}(?!\\s{1,3}(?:de|na|no|aqui|nesta|a trabalhar|em)${E})`,
    `${B}tenho\\s{1,3}${AGE_NUM}(?=\\s{0,3}(?:[,;!?]|\\.(?!\\d)|$)|\\s{1,3}(?:e|mas)${E})`,
    `${B}(?:aos|com os)\\s{1,3}meus\\s{1,3}${AGE_NUM}(?:\\s{1,3}anos)?${E}(?!\\s{1,3}(?:de|na|aqui)${E})`,
    `${B}(?:fiz|faço|vou fazer|completei|completo|acabei de fazer)\\s{1,3}${AGE_NUM}\\s{1,3}anos${E}(?!\\s{1,3}(?:de|na|no|aqui|nesta|a trabalhar|em)${E})`,
    `${B}sou\\s{1,3}(?:o|a)\\s{1,3}mais\\s{1,3}(?:velh[oa]|nov[oa])\\s{1,3}(?:da|do|de)\\s{1,3}(?:equipa|equipe|turno|setor|sector|departamento|grupo|loja|armazém)${E}`,
    `${B}(?:vou reformar-me|vou-me reformar|vou me aposentar|vou aposentar-me|estou quase a reformar-me|estou para me aposentar|(?:a\\s{1,3})?minha (?:reforma|aposentadoria) (?:é|está|será))${E}`,
    `${B}tenho\\s{1,3}mais\\s{1,3}de\\s{1,3}(?:50|55|60|cinquenta|sessenta)\\s{1,3}anos${E}`,
  ]),
  health: anyOf([
    `${B}(?:cirurgia|operação)\\s{1,3}(?:ao|à|no|na|do|da|de)\\s{1,3}(?:joelho|ombro|anca|quadril|coluna|costas|coração|pulso|mão|pé|tornozelo|hérnia)${E}`,
    `${B}(?:a minha|minha|estou de|estive de|estava de|voltei da|voltei de|regressei da|regressei de|entrei de|tirei|tirei a)\\s{1,3}(?:licença|baixa|atestado)${E}`,
    `${B}(?:estou|fiquei|estava)\\s{1,3}grávida${E}`,
    `${B}(?:a\\s{1,3}|o\\s{1,3})?(?:minha|meu)\\s{1,3}(?:${HEALTH_WORDS})${E}`,
    `${B}(?:fui (?:operad[oa]|diagnosticad[oa]|internad[oa])|tive (?:um|uma) (?:aborto|avc|enfarte|infarto|bebé|bebê|filho|filha|esgotamento|burnout|cirurgia)|perdi o bebé|perdi o bebê)${E}`,
    `${B}tenho\\s{1,3}(?:cancro|câncer|diabetes|epilepsia|esclerose|fibromialgia|endometriose|uma doença|depressão|uma deficiência|lúpus|vih|hiv)${E}`,
    `${B}perdi\\s{1,3}(?:o\\s{1,3}|a\\s{1,3})?(?:meu|minha)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:o\\s{1,3}|a\\s{1,3})?(?:meu|minha)\\s{1,3}(?:${FAMILY})\\s{1,3}(?:morreu|faleceu|está doente|esteve internad[oa]|foi internad[oa]|foi diagnosticad[oa]|tem cancro|tem câncer|teve um avc|nasceu)${E}`,
    `${B}(?:a morte|o falecimento|o funeral|a doença) d[oa]\\s{1,3}(?:meu|minha)\\s{1,3}(?:${FAMILY})${E}`,
    `${B}(?:nasceu (?:o meu|a minha|meu|minha) (?:filh[oa]|bebé|bebê)|fui (?:mãe|pai))${E}`,
  ]),
  event: anyOf([
    `${B}(?:fui|sou|era)\\s{1,3}eu\\s{1,3}(?:que|quem|a|o)${E}`,
    `${B}(?:fui|sou|era)\\s{1,3}(?:o|a)\\s{1,3}(?:que|pessoa que|primeir[oa] a)\\s{1,3}(?:denunci|report|apresent|avis|se queix|queix|escrev|descobr|encontr|fez a (?:queixa|denúncia))`,
    `${B}(?:apresentei|fiz|fiz uma|abri|registei|registrei)\\s{1,3}(?:uma|a|o)?\\s{0,3}(?:queixa|reclamação|denúncia|participação|processo)${E}`,
    `${B}(?:a\\s{1,3})?minha\\s{1,3}(?:queixa|denúncia|reclamação formal|participação)${E}`,
    `${B}(?:denunciei|reportei|participei|queixei-me)${GAP(60)}${WHEN}`,
    `${B}(?:magoei-me|me machuquei|lesionei-me|me lesionei|sofri um acidente|tive um acidente|fui (?:agredid[oa]|suspens[oa]|despedid[oa]|demitid[oa]|transferid[oa]|ferid[oa]))${GAP(60)}${WHEN}`,
  ]),
};
