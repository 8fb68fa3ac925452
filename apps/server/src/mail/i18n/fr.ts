import type { MailCatalog } from './catalog.ts';

/** French: vous. */
export const fr: MailCatalog = {
  otpSubjectLogin: 'Votre code de connexion Voyce',
  otpSubjectInvite: "Votre code d'inscription Voyce",
  otpSubjectReset: 'Votre code de réinitialisation du mot de passe Voyce',
  otpCodeLogin: 'Votre code pour vous connecter à Voyce est {code}.',
  otpCodeInvite: 'Votre code pour finaliser votre inscription à Voyce est {code}.',
  otpCodeReset: 'Votre code pour réinitialiser votre mot de passe Voyce est {code}.',
  otpExpiry: {
    one: "Il expire dans {minutes} minute et ne peut être utilisé qu'une seule fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    many: "Il expire dans {minutes} minutes et ne peut être utilisé qu'une seule fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    other: "Il expire dans {minutes} minutes et ne peut être utilisé qu'une seule fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
  },
  inviteSubject: 'Invitation de {organization} sur Voyce',
  inviteIntro: '{organization} vous invite sur MyVoyce, où vous pouvez partager anonymement vos avis avec les responsables.',
  inviteRegister:
    "Ouvrez le lien ci-dessous pour vous inscrire. Votre nom n'apparaît jamais avec ce que vous écrivez, sauf si vous choisissez de le révéler.",
  inviteButton: "Accepter l'invitation",
  reminderSubject: 'Consultez MyVoyce',
  reminderBody:
    'Ceci est votre rappel hebdomadaire : consultez MyVoyce pour voir les réponses des responsables et les demandes concernant ce que vous avez partagé.',
  reminderSameForAll:
    "Toutes les personnes sur MyVoyce qui ne l'ont pas désactivé reçoivent ce même e-mail au même moment, qu'il y ait du nouveau pour elles ou non. Vous pouvez le désactiver dans MyVoyce.",
  reminderButton: 'Ouvrir MyVoyce',
  reachoutAsks: '{from} demande : {title}',
  reachoutQuestion: '{from} a une question pour vous',
  reachoutAnonymous:
    "Répondez dans MyVoyce. Votre réponse est anonyme : les responsables de {organization} voient ce que vous écrivez, jamais qui l'a écrit.",
  reachoutButton: 'Répondre anonymement',
};
