import { describe, expect, it } from 'vitest';
import { multilingualEmergencies } from './multilingual-emergency.ts';

describe('emergencies in other languages (raised as "possible — please review")', () => {
  it.each([
    ['es', 'Mi supervisor me empujó contra la pared.', 'violence'],
    ['es', 'Ya no quiero vivir, no aguanto más.', 'self_harm'],
    ['fr', 'Il m’a menacé avec un couteau.', 'threat'],
    ['fr', 'Mon chef me harcèle tous les jours.', 'harassment'],
    ['de', 'Ich will nicht mehr leben.', 'self_harm'],
    ['de', 'Er hat Geld aus der Kasse gestohlen.', 'crime'],
    ['it', 'Il capo mi ha minacciato con un coltello.', 'threat'],
    ['pt', 'O gerente está roubando dinheiro do caixa.', 'crime'],
    ['nl', 'Mijn leidinggevende heeft mij geslagen.', 'violence'],
    ['pl', 'Kierownik mnie obraża i dotyka mnie bez pozwolenia.', 'harassment'],
    // Each language's everyday ways of saying it, not only its dictionary words.
    ['fr', 'Je voudrais me suicider certains soirs.', 'self_harm'],
    ['es', 'El encargado saca dinero de la caja cada noche.', 'crime'],
    ['de', 'Manchmal will ich mir das Leben nehmen.', 'self_harm'],
    ['it', 'Il responsabile mi tocca quando passa.', 'harassment'],
    ['pt', 'Ele disse que ela vai se arrepender.', 'threat'],
    ['nl', 'Hij dreigt mij iets aan te doen.', 'threat'],
    ['pl', 'Chcę odebrać sobie życie.', 'self_harm'],
    ['fr', 'Il fait des remarques sur mon corps.', 'harassment'],
  ])('%s: %s → %s', (lang, text, kind) => {
    expect(multilingualEmergencies(text, lang)).toContain(kind);
  });

  it('stays calm on ordinary text, and knows nothing of other languages', () => {
    expect(multilingualEmergencies('El horario cambia cada semana.', 'es')).toEqual([]);
    expect(multilingualEmergencies('Die Kantine ist zu teuer.', 'de')).toEqual([]);
    expect(multilingualEmergencies('Merci pour la fête.', 'fr')).toEqual([]);
    expect(multilingualEmergencies('anything', 'sv')).toEqual([]);
    expect(multilingualEmergencies('Die Kasse ist schon wieder kaputt.', 'de')).toEqual([]);
    expect(multilingualEmergencies('Il mio corpo è stanco dopo il turno di notte.', 'it')).toEqual([]);
  });
});
