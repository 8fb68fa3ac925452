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
  it('tells other scripts by their letters', () => {
    expect(detectLanguage('Мой начальник кричит на меня каждый день')).toBe('ru');
  });
});
