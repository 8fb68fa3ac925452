import type { Language } from './languages.ts';

/**
 * The support text an employee whose insight may describe self-harm is shown at once, when the
 * organisation has not written its own (its helpline, its EAP): in the employee's account
 * language. Each says the same four things, gently and without judging: this sounds hard, you
 * need not face it alone, where to turn (someone trusted, the EAP, a helpline), and the
 * emergency number when in immediate danger. Gender-neutral, in the register the app uses in that
 * language (es tú, pt você, pl Ty, fr/de/ro formal).
 * No zod: the web may import it.
 */
export const DEFAULT_SUPPORT_TEXTS: Record<Language, string> = {
  en: "It sounds like things are really hard right now. You don't have to carry this alone: please talk to someone you trust, contact our Employee Assistance Programme, or call a local helpline. If you are in immediate danger, call your local emergency number now.",
  es: 'Parece que estás pasando por un momento muy difícil. No tienes que cargar con esto a solas: habla con alguien de tu confianza, contacta con nuestro Programa de Asistencia al Empleado o llama a una línea de ayuda local. Si corres un peligro inmediato, llama ahora al número de emergencias de tu zona.',
  fr: "Vous semblez traverser une période très difficile. Vous n'avez pas à affronter cela sans soutien : parlez-en à une personne de confiance, contactez notre programme d'aide aux employés ou appelez une ligne d'écoute locale. Si vous êtes en danger immédiat, appelez dès maintenant le numéro d'urgence local.",
  de: 'Es klingt, als würden Sie gerade eine sehr schwere Zeit durchmachen. Sie müssen das nicht allein tragen: Bitte sprechen Sie mit einer Person Ihres Vertrauens, wenden Sie sich an unser Mitarbeiterunterstützungsprogramm oder rufen Sie ein örtliches Hilfetelefon an. Wenn Sie in unmittelbarer Gefahr sind, rufen Sie sofort den örtlichen Notruf an.',
  pt: 'Parece que as coisas estão muito difíceis neste momento. Não precisa enfrentar isso sem apoio: converse com alguém de confiança, entre em contato com o nosso Programa de Assistência ao Empregado ou ligue para uma linha de apoio local. Se estiver em perigo imediato, ligue agora para o número de emergência local.',
  pl: 'Wygląda na to, że przechodzisz teraz przez bardzo trudny czas. Nie musisz mierzyć się z tym w pojedynkę: porozmawiaj z zaufaną osobą, skontaktuj się z naszym Programem Pomocy Pracownikom lub zadzwoń na lokalny telefon zaufania. Jeśli grozi Ci bezpośrednie niebezpieczeństwo, natychmiast zadzwoń pod lokalny numer alarmowy.',
  ro: 'Se pare că treceți printr-o perioadă foarte grea. Nu trebuie să treceți prin asta fără sprijin: vă rugăm să vorbiți cu cineva în care aveți încredere, să contactați Programul nostru de asistență pentru angajați sau să sunați la o linie de sprijin locală. Dacă sunteți în pericol imediat, sunați acum la numărul local de urgență.',
  ar: 'يبدو أن هذه الفترة صعبة جدًا عليك. لا داعي لمواجهة ذلك وحدك: يُرجى التحدث إلى شخص تثق به، أو التواصل مع برنامج مساعدة الموظفين لدينا، أو الاتصال بخط مساعدة محلي. إذا كنت في خطر مباشر، فيُرجى الاتصال فورًا برقم الطوارئ المحلي.',
};
