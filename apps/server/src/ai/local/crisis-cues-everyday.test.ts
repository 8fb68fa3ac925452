import { describe, expect, it } from 'vitest';
import { crisisCues } from './crisis-cues.ts';
import { DEV } from './crisis-cues-everyday.dev.fixture.ts';
import { detectLanguage } from './language.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';

/**
 * Emergencies in the languages MyVoyce speaks, said the everyday way ("todos estarían mejor sin
 * mí", "das wirst du mir büßen", "nie zostawia mnie w spokoju"), are raised for review as their
 * kind; workplace hyperbole ("este horario me mata", "ces horaires vont me tuer", "bateu a meta",
 * "ten projekt mnie zabije") and short ordinary answers raise nothing.
 */
const raised = (text: string) => {
  const language = detectLanguage(text);
  return language === 'en' ? crisisCues(text, 'en') : multilingualEmergencies(text, language);
};

describe('everyday crisis phrasing in es, fr, de, pt, pl, ro, ar', () => {
  const emergencies = Object.entries(DEV).flatMap(([lang, d]) => d.emergencies.map(([text, kind]) => [lang, text, kind] as const));
  it.each(emergencies)('%s: %s → %s', (_lang, text, kind) => {
    expect(raised(text)).toContain(kind);
  });

  it.each(Object.entries(DEV))('%s: hyperbole, near misses and short answers stay calm', (_lang, d) => {
    for (const text of [...d.calm, ...d.short]) expect(raised(text), text).toEqual([]);
  });

  it('the Romanian and Arabic phrasings, read on every text, stay calm on English', () => {
    for (const text of [
      'The new hire was intimidated at first but she is doing great now.',
      'Please stop the impinge on our break time, it is unfair.',
      'We had a pistol shooting team-building day, it was great fun.',
      'The falsification of the data was caught by QA before release, good job.',
      'Everyone in the team said goodbye to Maria at her leaving party.',
    ]) {
      expect(crisisCues(text, 'en'), text).toEqual([]);
    }
  });
});
