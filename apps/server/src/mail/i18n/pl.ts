import type { MailCatalog } from './catalog.ts';

/** Polish: "Ty" or impersonal forms, as in the app (incoming/pl.json); no gendered past tense. */
export const pl: MailCatalog = {
  otpSubjectLogin: 'Kod logowania do Voyce',
  otpSubjectInvite: 'Kod rejestracji w Voyce',
  otpSubjectReset: 'Kod do resetowania hasła w Voyce',
  otpCodeLogin: 'Kod do zalogowania się w Voyce: {code}.',
  otpCodeInvite: 'Kod do dokończenia rejestracji w Voyce: {code}.',
  otpCodeReset: 'Kod do zresetowania hasła w Voyce: {code}.',
  // "po N minutach": the locative plural is one form for every count but 1.
  otpExpiry: {
    one: 'Kod wygasa po {minutes} minucie i można go użyć tylko raz. Jeśli to nie Twoja prośba, zignoruj tę wiadomość.',
    few: 'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli to nie Twoja prośba, zignoruj tę wiadomość.',
    many: 'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli to nie Twoja prośba, zignoruj tę wiadomość.',
    other: 'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli to nie Twoja prośba, zignoruj tę wiadomość.',
  },
  inviteSubject: 'Zaproszenie od {organization} do Voyce',
  inviteIntro: '{organization} zaprasza Cię do MyVoyce, gdzie możesz anonimowo dzielić się opiniami z kierownictwem.',
  inviteRegister:
    'Aby się zarejestrować, otwórz poniższy link. Twoje imię i nazwisko nigdy nie pojawia się przy Twoich wpisach, chyba że zdecydujesz się je ujawnić.',
  inviteButton: 'Przyjmij zaproszenie',
  reminderSubject: 'Zajrzyj do MyVoyce',
  reminderBody: 'To cotygodniowe przypomnienie, aby sprawdzić w MyVoyce odpowiedzi kierownictwa i prośby dotyczące Twoich wpisów.',
  reminderSameForAll:
    'Każda osoba w MyVoyce, która nie wyłączyła tych przypomnień, otrzymuje tę samą wiadomość o tej samej porze, niezależnie od tego, czy pojawiło się dla niej coś nowego. Przypomnienia możesz wyłączyć w MyVoyce.',
  reminderButton: 'Otwórz MyVoyce',
  reachoutAsks: '{from} pyta: {title}',
  reachoutQuestion: '{from} ma do Ciebie pytanie',
  reachoutAnonymous:
    'Odpowiedz w MyVoyce. Twoja odpowiedź jest anonimowa: kierownictwo organizacji {organization} widzi jej treść, ale nigdy nie wie, kto ją napisał.',
  reachoutButton: 'Odpowiedz anonimowo',
};
