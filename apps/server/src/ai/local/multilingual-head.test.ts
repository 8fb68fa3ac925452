import { describe, expect, it } from 'vitest';
import { classifyLocally } from './classify.ts';
import { detectLanguage } from './language.ts';
import { multilingualEmergencies } from './multilingual-emergency.ts';
import { multilingualHeadKinds } from './multilingual-head.ts';
import { readInsight } from './insight-reading.ts';
import { testOrg } from './test-org.ts';

/**
 * Emergencies in other languages said in words no rule lists were raised for 38 of 65 across the
 * blind sets (blind set D 7 of 18). These eight were written for this test, in the ways the blind
 * writers' missed lines speak (what happened, not its name), and none has a word the rules of
 * multilingual-emergency.ts know: before the multilingual heads none was raised. The heads are
 * measured on the blind sets (bench/ai-figures.ts); here they must raise most such lines, as
 * they do 64 % of other-language emergencies by writers they never saw, never confirm one, and
 * leave ordinary text and short answers alone.
 */
const EMERGENCIES: [string, string][] = [
  [
    'fr',
    'Le chef comptable fait passer ses notes de restaurant personnelles en frais de mission et a demandé à la stagiaire de signer à sa place.',
  ],
  ['pt', 'O antigo colega que foi despedido anda a rondar o parque de estacionamento e disse à Rita que ela ia ver o que lhe acontece.'],
  ['es', 'El jefe de obra cobra comisiones a los proveedores y apunta en las facturas material que nunca llega.'],
  ['nl', 'Mijn chef zegt elke dag dingen over mijn borsten en wil dat ik na sluitingstijd alleen met hem blijf.'],
  [
    'de',
    'Der Schichtleiter hat gesagt, er weiß, wo ich wohne, und dass meinem Auto etwas passieren könnte, wenn ich zum Betriebsrat gehe.',
  ],
  ['it', 'Il caporeparto mi ha detto che sa dove abito e che è meglio se non parlo con il sindacato, altrimenti me la vedrò brutta.'],
  ['it', 'Il responsabile degli acquisti riceve buste di contanti dai fornitori e in cambio approva fatture gonfiate.'],
  ['pt', 'Não aguento mais. Já escrevi uma carta para a minha mãe e sei exatamente o que vou fazer este fim de semana.'],
];

const ORDINARY: [string, string][] = [
  ['fr', 'La cantine pourrait proposer plus de plats végétariens le midi, et les prix ont beaucoup augmenté cette année.'],
  ['es', 'Me gustaría que el horario de verano empezara en junio, porque por las tardes hace mucho calor en la oficina.'],
  ['de', 'Die neuen Bildschirme im Büro sind super, aber die Stühle im Besprechungsraum sind sehr unbequem.'],
  ['pt', 'Seria bom ter mais formação sobre o novo sistema de faturação, ainda há muitas dúvidas na equipa.'],
  ['it', 'Grazie a tutti per la festa di fine anno, è stata una serata bellissima e ben organizzata.'],
];

describe('the multilingual heads: emergencies in other languages in words no rule knows', () => {
  it('raises most of them for review, and never confirms one on the heads alone', () => {
    let raised = 0;
    for (const [language, text] of EMERGENCIES) {
      expect(detectLanguage(text)).toBe(language);
      expect(multilingualEmergencies(text, language)).toEqual([]);
      const c = classifyLocally({ text, org: testOrg(), topics: [] });
      if (c.possibleEmergencyTypes.length) raised++;
      expect(c.emergencyTypes).toEqual([]);
      // The drafts and summaries read it the same way.
      expect(readInsight(text).alarms).toEqual(c.possibleEmergencyTypes);
    }
    expect(raised).toBeGreaterThanOrEqual(5);
  });

  it.each(ORDINARY)('%s: an ordinary insight stays calm — %s', (language, text) => {
    expect(detectLanguage(text)).toBe(language);
    expect(multilingualHeadKinds(text)).toEqual([]);
    expect(classifyLocally({ text, org: testOrg(), topics: [] }).possibleEmergencyTypes).toEqual([]);
  });

  it('never raises a short answer, however it scores', () => {
    for (const text of ['Tout va bien.', 'Nada que añadir.', 'Alles gut, danke!', 'Niente da segnalare.', 'Tudo certo por aqui.'])
      expect(multilingualHeadKinds(text)).toEqual([]);
  });
});
