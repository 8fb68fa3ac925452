import type { MailCatalog } from './catalog.ts';

/** Spanish: usted, neutral across Spain and Latin America. */
export const es: MailCatalog = {
  otpSubjectLogin: 'Su código de inicio de sesión en Voyce',
  otpSubjectInvite: 'Su código de registro en Voyce',
  otpSubjectReset: 'Su código para restablecer la contraseña de Voyce',
  otpCodeLogin: 'Su código para iniciar sesión en Voyce es {code}.',
  otpCodeInvite: 'Su código para completar el registro en Voyce es {code}.',
  otpCodeReset: 'Su código para restablecer la contraseña de Voyce es {code}.',
  otpExpiry: {
    one: 'Caduca en {minutes} minuto y solo puede usarse una vez. Si no lo ha solicitado, ignore este correo.',
    many: 'Caduca en {minutes} minutos y solo puede usarse una vez. Si no lo ha solicitado, ignore este correo.',
    other: 'Caduca en {minutes} minutos y solo puede usarse una vez. Si no lo ha solicitado, ignore este correo.',
  },
  inviteSubject: 'Invitación de {organization} a Voyce',
  inviteIntro: '{organization} le invita a MyVoyce, donde puede compartir sus opiniones con la dirección de forma anónima.',
  inviteRegister:
    'Abra el enlace de abajo para registrarse. Su nombre nunca aparece junto a lo que escriba, salvo que usted decida revelarlo.',
  inviteButton: 'Aceptar invitación',
  reminderSubject: 'Consulte MyVoyce',
  reminderBody:
    'Este es su recordatorio semanal para consultar en MyVoyce las respuestas de la dirección y las solicitudes sobre lo que ha compartido.',
  reminderSameForAll:
    'Todas las personas de MyVoyce que no lo han desactivado reciben este mismo correo a la misma hora, haya o no novedades para ellas. Puede desactivarlo en MyVoyce.',
  reminderButton: 'Abrir MyVoyce',
  reachoutAsks: '{from} pregunta: {title}',
  reachoutQuestion: '{from} tiene una pregunta para usted',
  reachoutAnonymous:
    'Responda en MyVoyce. Su respuesta es anónima: la dirección de {organization} ve lo que usted escribe, nunca quién lo ha escrito.',
  reachoutButton: 'Responder de forma anónima',
};
