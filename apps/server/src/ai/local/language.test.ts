import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it.each([
    ['pay is late again', 'en'],
    ['since three month the manager is shouting us', 'en'],
    ['VPN down', 'en'],
    ['laptop soooo slow cant even open outlook', 'en'],
    ['the canteen food in the Madrid office is muy malo', 'en'],
    ['El jefe me pegó ayer en el almacén', 'es'],
    ['Mon chef me harcèle tous les jours', 'fr'],
    ['Ich will nicht mehr leben', 'de'],
    ['Il capo mi ha minacciato con un coltello', 'it'],
    ['O gerente está roubando dinheiro do caixa', 'pt'],
    ['Mijn leidinggevende heeft mij geslagen', 'nl'],
    ['Kierownik mnie bije i obraża', 'pl'],
    // One function word shared with English ("i") is no reason to read it as English.
    ['Kierownik go pobił, miał rozbity nos i siniaki.', 'pl'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });
  // Languages without a function-word list of their own, written in Latin letters: most of their
  // words are not common English words, so they are not read as English (the heads' English
  // thresholds, the English sentences), whatever the trigrams guess. Written for this test.
  it.each([
    'Quản lý ca đêm đe dọa sẽ đuổi việc tôi nếu tôi nói chuyện với công đoàn',
    'Atasan saya selalu berteriak kepada saya di depan semua orang setiap pagi',
    'Lagi akong sinisigawan ng manager namin sa harap ng lahat tuwing umaga',
    'Meneja wetu hutupigia kelele kila siku mbele ya wateja wote',
    'Patron her sabah herkesin önünde bana bağırıyor ve hakaret ediyor',
    'Mere manager ne kal sabke saamne mujhe dhamki di ki naukri se nikaal dega',
  ])('%s is not English', (text) => {
    expect(detectLanguage(text)).not.toBe('en');
  });
  // English function words borrowed by a Romance sentence ("no", "a") do not make it English.
  it('reads Spanish that shares function words with English as Spanish', () => {
    expect(detectLanguage('Trabajo doble turno, llego a casa a las once y no tengo a nadie. No sé cuánto más aguanto.')).toBe('es');
  });
  it.each([
    'wifi in block C down again cant even load email lol',
    'Forklift 3 still wont hold its charge after lunch',
    'pls fix the rota app, shifts vanish overnight smh',
  ])('%s stays English', (text) => {
    expect(detectLanguage(text)).toBe('en');
  });
  it('tells other scripts by their letters', () => {
    expect(detectLanguage('Мой начальник кричит на меня каждый день')).toBe('ru');
  });
});
