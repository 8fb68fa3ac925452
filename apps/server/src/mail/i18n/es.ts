import type { MailCatalog } from './catalog.ts';

/** Spanish: tú, as in the app (incoming/es.json), neutral across Spain and Latin America. */
export const es: MailCatalog = {
  otpSubjectLogin: 'Tu código de inicio de sesión en Voyce',
  otpSubjectInvite: 'Tu código de registro en Voyce',
  otpSubjectReset: 'Tu código para restablecer la contraseña de Voyce',
  otpCodeLogin: 'Tu código para iniciar sesión en Voyce es {code}.',
  otpCodeInvite: 'Tu código para completar el registro en Voyce es {code}.',
  otpCodeReset: 'Tu código para restablecer la contraseña de Voyce es {code}.',
  otpExpiry: {
    one: 'Caduca en {minutes} minuto y solo se puede usar una vez. Si no lo has solicitado, ignora este correo.',
    many: 'Caduca en {minutes} minutos y solo se puede usar una vez. Si no lo has solicitado, ignora este correo.',
    other: 'Caduca en {minutes} minutos y solo se puede usar una vez. Si no lo has solicitado, ignora este correo.',
  },
  inviteSubject: 'Invitación de {organization} a Voyce',
  inviteIntro: '{organization} te invita a MyVoyce, donde puedes compartir tus comentarios con tus líderes de forma anónima.',
  inviteRegister: 'Abre el enlace de abajo para registrarte. Tu nombre nunca aparece junto a lo que escribes, salvo que decidas revelarlo.',
  inviteButton: 'Aceptar invitación',
  // "Revisa", not "Consulta": in the app "consulta" is a reach-out, and this e-mail announces nothing.
  reminderSubject: 'Revisa MyVoyce',
  reminderBody:
    'Este es tu recordatorio semanal para revisar en MyVoyce las respuestas de tus líderes y las solicitudes sobre lo que has compartido.',
  reminderSameForAll:
    'Todas las personas de MyVoyce que no lo han desactivado reciben este mismo correo a la misma hora, haya o no novedades para ellas. Puedes desactivarlo en MyVoyce.',
  reminderButton: 'Abrir MyVoyce',
  reachoutAsks: '{from} pregunta: {title}',
  reachoutQuestion: '{from} tiene una pregunta para ti',
  reachoutAnonymous:
    'Responde en MyVoyce. Tu respuesta es anónima: los líderes de {organization} ven lo que escribes, nunca quién lo ha escrito.',
  reachoutButton: 'Responder de forma anónima',
};
