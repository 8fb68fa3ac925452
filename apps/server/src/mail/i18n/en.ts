import type { MailCatalog } from './catalog.ts';

/** The source: every other catalogue is translated from these. */
export const en: MailCatalog = {
  otpSubjectLogin: 'Your Voyce sign-in code',
  otpSubjectInvite: 'Your Voyce registration code',
  otpSubjectReset: 'Your Voyce password reset code',
  otpCodeLogin: 'Your code to sign in to Voyce is {code}.',
  otpCodeInvite: 'Your code to finish your Voyce registration is {code}.',
  otpCodeReset: 'Your code to reset your Voyce password is {code}.',
  otpExpiry: {
    one: 'It expires in {minutes} minute and can be used once. If you did not ask for it, ignore this e-mail.',
    other: 'It expires in {minutes} minutes and can be used once. If you did not ask for it, ignore this e-mail.',
  },
  inviteSubject: "You're invited to {organization} on Voyce",
  inviteIntro: '{organization} invites you to MyVoyce, where you can share feedback with its leaders anonymously.',
  inviteRegister: 'Open the link below to register. Your name is never shown with what you write unless you choose to reveal it.',
  inviteButton: 'Accept invite',
  reminderSubject: 'Check MyVoyce',
  reminderBody: 'This is your weekly reminder to check MyVoyce for replies from your leaders and requests about what you shared.',
  reminderSameForAll:
    'Everyone on MyVoyce who has not turned it off gets this same e-mail at the same time, whether or not anything is new for them. You can turn it off in MyVoyce.',
  reminderButton: 'Open MyVoyce',
  reachoutAsks: '{from} asks: {title}',
  reachoutQuestion: '{from} has a question for you',
  reachoutAnonymous: 'Answer in MyVoyce. Your answer is anonymous: the leaders of {organization} see what you write, never who wrote it.',
  reachoutButton: 'Answer anonymously',
};
