import { describe, expect, it } from 'vitest';
import { crisisCues } from './crisis-cues.ts';
import { classifyLocally } from './classify.ts';
import { detectLanguage } from './language.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';
import { testOrg } from './test-org.ts';

/**
 * Emergencies written in other languages were raised for 2 of 7 on the shared blind set: the
 * rules knew seven European languages and few of their words, and the detector reads Romanian as
 * Portuguese and Tagalog, Indonesian or romanised Hindi as English, so nothing read them at all.
 * Sentences written for this test (everyday crisis vocabulary), each raised at least "please review".
 */
const raised = (text: string) => {
  const language = detectLanguage(text);
  return language === 'en' ? crisisCues(text, 'en') : multilingualEmergencies(text, language);
};

describe('crisis vocabulary in other languages', () => {
  it.each([
    ['ro', 'Șeful de tură l-a lovit pe un coleg în depozit.', 'violence'],
    ['ro', 'Cineva fură bani din casa de marcat în fiecare săptămână.', 'crime'],
    ['ro', 'Mi-a spus că vrea să se sinucidă după tură.', 'self_harm'],
    ['ro', 'Un client ne amenință că ne omoară dacă nu primește banii.', 'threat'],
    ['tr', 'Vardiya amiri dün bir işçiyi dövdü.', 'violence'],
    ['tr', 'Arkadaşım intihar etmeyi düşündüğünü söyledi.', 'self_harm'],
    ['tr', 'Müdür kadın çalışanları taciz ediyor.', 'harassment'],
    ['tl', 'Sinampal ng manager ang bagong empleyado kahapon.', 'violence'],
    ['tl', 'Sabi niya gusto niyang magpakamatay na lang.', 'self_harm'],
    ['tl', 'Pinagbantaan kami ng kliyente na papatayin daw kami.', 'threat'],
    ['vi', 'Anh ấy nói muốn tự tử vì nợ nần.', 'self_harm'],
    ['vi', 'Quản lý thường xuyên quấy rối các nhân viên nữ.', 'harassment'],
    ['id', 'Atasan saya mengancam akan memukul saya.', 'threat'],
    ['id', 'Ada pencurian uang di kasir setiap malam.', 'crime'],
    ['sw', 'Msimamizi alinitishia kwamba atanipiga.', 'threat'],
    ['sv', 'Han sa att han vill ta livet av sig.', 'self_harm'],
    ['hi', 'Supervisor ne usko thappad maara sabke saamne.', 'violence'],
    ['hi', 'Wo bol raha tha ki khudkushi kar lega.', 'self_harm'],
    ['el', 'Ο προϊστάμενος με απειλεί κάθε μέρα.', 'threat'],
    ['uk', 'Колега сказала, що хоче покінчити з собою.', 'self_harm'],
    ['ar', 'المشرف هددني بالضرب أمام الجميع.', 'threat'],
    ['zh', '主管经常对女同事性骚扰。', 'harassment'],
    ['es', 'Su pareja la espera fuera y ella llega con moretones en los brazos.', 'violence'],
    ['fr', 'Il a dit qu’il allait se foutre en l’air ce week-end.', 'self_harm'],
    ['de', 'Der Schichtleiter hat sie begrapscht.', 'harassment'],
    ['nl', 'Hij zei dat hij er een eind aan wil maken.', 'self_harm'],
    ['pt', 'O gerente está recebendo propina dos fornecedores e não declara nada.', 'crime'],
    ['it', 'Il capo lo ha preso a pugni nel magazzino.', 'violence'],
    ['pl', 'Powiedział, że się powiesi, jeśli go zwolnią.', 'self_harm'],
  ])('%s: %s → %s', (_lang, text, kind) => {
    expect(raised(text)).toContain(kind);
  });

  it('stays calm on ordinary text in those languages and on English words that look alike', () => {
    for (const text of [
      'Programul de lucru s-a schimbat din nou fără anunț.',
      'Yemekhanedeki yemekler çok soğuk geliyor.',
      'Salamat sa bagong schedule, mas maayos na ngayon.',
      'Cảm ơn vì buổi đào tạo hôm qua.',
      'Terima kasih atas pelatihan kemarin.',
      'Tack för den nya kaffemaskinen.',
      'Staff shuttle raat 10 baje band ho jaati hai.',
      'Le baril de pétrole a encore augmenté.',
      'Les revendications salariales sont sur la table.',
      'Furthermore, the insulting rota makes it hard to plan childcare.',
      'Kofi did a great job on the stand-up today.',
      'The kitchen knives need sharpening before the weekend.',
      'Mă omoară căldura din depozit, avem nevoie de ventilatoare.',
      'We need to do number crunching before the audit.',
      'Le shooting d’hier était une tuerie, bravo à toute l’équipe !',
    ]) {
      expect(raised(text), text).toEqual([]);
    }
  });

  it('an insight the detector reads as English is still raised for review by its crisis words', () => {
    const text = 'Sinuntok ng supervisor si Jun kanina, dumudugo ang ilong niya.';
    const c = classifyLocally({ text, org: testOrg(), topics: [] });
    expect(c.possibleEmergencyTypes).toContain('violence');
  });
});
