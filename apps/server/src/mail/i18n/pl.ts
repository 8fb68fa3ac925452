import type { MailCatalog } from './catalog.ts';

/** Polish: "Państwo" (formal, gender-neutral) or impersonal forms. */
export const pl: MailCatalog = {
  otpSubjectLogin: 'Kod logowania do Voyce',
  otpSubjectInvite: 'Kod rejestracji w Voyce',
  otpSubjectReset: 'Kod do resetowania hasła w Voyce',
  otpCodeLogin: 'Kod do zalogowania się w Voyce: {code}.',
  otpCodeInvite: 'Kod do dokończenia rejestracji w Voyce: {code}.',
  otpCodeReset: 'Kod do zresetowania hasła w Voyce: {code}.',
  // "po N minutach": the locative plural is one form for every count but 1.
  otpExpiry: {
    one: 'Kod wygasa po {minutes} minucie i można go użyć tylko raz. Jeśli nie prosili Państwo o ten kod, prosimy zignorować tę wiadomość.',
    few: 'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli nie prosili Państwo o ten kod, prosimy zignorować tę wiadomość.',
    many: 'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli nie prosili Państwo o ten kod, prosimy zignorować tę wiadomość.',
    other:
      'Kod wygasa po {minutes} minutach i można go użyć tylko raz. Jeśli nie prosili Państwo o ten kod, prosimy zignorować tę wiadomość.',
  },
  inviteSubject: 'Zaproszenie od {organization} do Voyce',
  inviteIntro: '{organization} zaprasza Państwa do MyVoyce, gdzie można anonimowo dzielić się opiniami z kierownictwem.',
  inviteRegister:
    'Aby się zarejestrować, prosimy otworzyć poniższy link. Imię i nazwisko nigdy nie pojawia się przy Państwa wpisach, chyba że zdecydują się Państwo je ujawnić.',
  inviteButton: 'Przyjmij zaproszenie',
  reminderSubject: 'Cotygodniowe przypomnienie MyVoyce',
  reminderBody:
    'To cotygodniowe przypomnienie, aby sprawdzić w MyVoyce odpowiedzi kierownictwa i prośby dotyczące tego, czym się Państwo podzielili.',
  reminderSameForAll:
    'Każda osoba w MyVoyce, która go nie wyłączyła, otrzymuje tę samą wiadomość o tej samej porze, niezależnie od tego, czy ma coś nowego. Przypomnienie można wyłączyć w MyVoyce.',
  reminderButton: 'Otwórz MyVoyce',
  reachoutAsks: '{from} pyta: {title}',
  reachoutQuestion: '{from} ma do Państwa pytanie',
  reachoutAnonymous:
    'Odpowiedzi można udzielić w MyVoyce. Jest ona anonimowa: kierownictwo organizacji {organization} widzi jej treść, ale nigdy nie wie, kto ją napisał.',
  reachoutButton: 'Odpowiedz anonimowo',
};
