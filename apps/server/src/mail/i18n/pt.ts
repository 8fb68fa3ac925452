import type { MailCatalog } from './catalog.ts';

/** Portuguese: Brazilian spelling, você (as in the app, incoming/pt.json), never "tu". */
export const pt: MailCatalog = {
  otpSubjectLogin: 'O seu código de acesso ao Voyce',
  otpSubjectInvite: 'O seu código de cadastro no Voyce',
  otpSubjectReset: 'O seu código para redefinir a senha do Voyce',
  otpCodeLogin: 'O seu código para entrar no Voyce é {code}.',
  otpCodeInvite: 'O seu código para concluir o cadastro no Voyce é {code}.',
  otpCodeReset: 'O seu código para redefinir a senha do Voyce é {code}.',
  otpExpiry: {
    one: 'Ele expira em {minutes} minuto e só pode ser usado uma vez. Se não o solicitou, ignore este e-mail.',
    many: 'Ele expira em {minutes} minutos e só pode ser usado uma vez. Se não o solicitou, ignore este e-mail.',
    other: 'Ele expira em {minutes} minutos e só pode ser usado uma vez. Se não o solicitou, ignore este e-mail.',
  },
  inviteSubject: 'Convite de {organization} para o Voyce',
  inviteIntro: '{organization} convida você para o MyVoyce, onde é possível compartilhar seus comentários com os líderes de forma anônima.',
  inviteRegister: 'Abra o link abaixo para se cadastrar. O seu nome nunca aparece junto ao que escrever, a menos que decida revelá-lo.',
  inviteButton: 'Aceitar convite',
  reminderSubject: 'Confira o MyVoyce',
  reminderBody: 'Este é o seu lembrete semanal para conferir no MyVoyce as respostas dos líderes e os pedidos sobre o que compartilhou.',
  reminderSameForAll:
    'Todas as pessoas no MyVoyce que não o desativaram recebem este mesmo e-mail no mesmo horário, haja ou não novidades para elas. É possível desativá-lo no MyVoyce.',
  reminderButton: 'Abrir o MyVoyce',
  reachoutAsks: '{from} pergunta: {title}',
  reachoutQuestion: '{from} tem uma pergunta para você',
  reachoutAnonymous:
    'Responda no MyVoyce. A sua resposta é anônima: os líderes de {organization} veem o que você escreve, nunca quem escreveu.',
  reachoutButton: 'Responder anonimamente',
};
