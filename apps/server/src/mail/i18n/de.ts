import type { MailCatalog } from './catalog.ts';

/** German: Sie. */
export const de: MailCatalog = {
  otpSubjectLogin: 'Ihr Voyce-Anmeldecode',
  otpSubjectInvite: 'Ihr Voyce-Registrierungscode',
  otpSubjectReset: 'Ihr Code zum Zurücksetzen des Voyce-Passworts',
  otpCodeLogin: 'Ihr Code für die Anmeldung bei Voyce lautet {code}.',
  otpCodeInvite: 'Ihr Code zum Abschließen der Registrierung bei Voyce lautet {code}.',
  otpCodeReset: 'Ihr Code zum Zurücksetzen Ihres Voyce-Passworts lautet {code}.',
  otpExpiry: {
    one: 'Er läuft in {minutes} Minute ab und kann nur einmal verwendet werden. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
    other:
      'Er läuft in {minutes} Minuten ab und kann nur einmal verwendet werden. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.',
  },
  inviteSubject: 'Einladung von {organization} zu Voyce',
  inviteIntro: '{organization} lädt Sie zu MyVoyce ein. Dort können Sie den Führungskräften anonym Rückmeldungen geben.',
  inviteRegister:
    'Öffnen Sie den folgenden Link, um sich zu registrieren. Ihr Name wird nie zusammen mit Ihren Beiträgen angezeigt, es sei denn, Sie entscheiden sich, ihn offenzulegen.',
  inviteButton: 'Einladung annehmen',
  reminderSubject: 'Schauen Sie in MyVoyce vorbei',
  reminderBody:
    'Dies ist Ihre wöchentliche Erinnerung, in MyVoyce nach Antworten der Führungskräfte und nach Anfragen zu Ihren Beiträgen zu sehen.',
  reminderSameForAll:
    'Alle Personen in MyVoyce, die diese Erinnerung nicht abgeschaltet haben, erhalten dieselbe E-Mail zur selben Zeit, unabhängig davon, ob es für sie etwas Neues gibt. Sie können sie in MyVoyce abschalten.',
  reminderButton: 'MyVoyce öffnen',
  reachoutAsks: '{from} fragt: {title}',
  reachoutQuestion: '{from} hat eine Frage an Sie',
  reachoutAnonymous:
    'Antworten Sie in MyVoyce. Ihre Antwort ist anonym: Die Führungskräfte von {organization} sehen, was Sie schreiben, aber nie, wer es geschrieben hat.',
  reachoutButton: 'Anonym antworten',
};
