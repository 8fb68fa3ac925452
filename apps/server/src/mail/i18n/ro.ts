import type { MailCatalog } from './catalog.ts';

/** Romanian: dumneavoastră. */
export const ro: MailCatalog = {
  otpSubjectLogin: 'Codul dumneavoastră de autentificare Voyce',
  otpSubjectInvite: 'Codul dumneavoastră de înregistrare Voyce',
  otpSubjectReset: 'Codul dumneavoastră de resetare a parolei Voyce',
  otpCodeLogin: 'Codul pentru autentificarea în Voyce este {code}.',
  otpCodeInvite: 'Codul pentru finalizarea înregistrării în Voyce este {code}.',
  otpCodeReset: 'Codul pentru resetarea parolei Voyce este {code}.',
  // 20 and above take "de" ("20 de minute"): CLDR's "other".
  otpExpiry: {
    one: 'Codul expiră în {minutes} minut și poate fi folosit o singură dată. Dacă nu l-ați solicitat, ignorați acest e-mail.',
    few: 'Codul expiră în {minutes} minute și poate fi folosit o singură dată. Dacă nu l-ați solicitat, ignorați acest e-mail.',
    other: 'Codul expiră în {minutes} de minute și poate fi folosit o singură dată. Dacă nu l-ați solicitat, ignorați acest e-mail.',
  },
  inviteSubject: 'Invitație de la {organization} în Voyce',
  inviteIntro: '{organization} vă invită în MyVoyce, unde puteți transmite anonim opinii conducerii.',
  inviteRegister:
    'Deschideți linkul de mai jos pentru a vă înregistra. Numele dumneavoastră nu apare niciodată lângă ceea ce scrieți, decât dacă alegeți să îl dezvăluiți.',
  inviteButton: 'Acceptați invitația',
  reminderSubject: 'Verificați MyVoyce',
  reminderBody:
    'Acesta este mementoul săptămânal pentru a verifica în MyVoyce răspunsurile conducerii și solicitările legate de ceea ce ați transmis.',
  reminderSameForAll:
    'Toate persoanele din MyVoyce care nu l-au dezactivat primesc același e-mail la aceeași oră, indiferent dacă au noutăți sau nu. Îl puteți dezactiva din MyVoyce.',
  reminderButton: 'Deschideți MyVoyce',
  reachoutAsks: '{from} întreabă: {title}',
  reachoutQuestion: '{from} are o întrebare pentru dumneavoastră',
  reachoutAnonymous:
    'Răspundeți în MyVoyce. Răspunsul dumneavoastră este anonim: conducerea organizației {organization} vede ce scrieți, dar niciodată cine a scris.',
  reachoutButton: 'Răspundeți anonim',
};
