import type { InsightClassification } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import { applyAlertPhrases, matchAlertPhrases, type AlertPhrase } from './alert-phrases.ts';
import { topicKindOf } from './local/topic-match.ts';

/** An ordinary verdict that joined an ordinary topic. */
const ordinary = (over: Partial<InsightClassification> = {}): InsightClassification => ({
  theme: 'Workplace',
  topicLabel: 'Night shift rota',
  matchedTopicId: 'topic-1',
  matchedTopicLabel: 'Night shift rota changes',
  matchScore: 0.61,
  severity: 2,
  emergencyTypes: [],
  possibleEmergencyTypes: [],
  language: 'en',
  qualityWarnings: [],
  tone: 'neutral',
  impactCategory: 'bronze',
  departmentIds: [],
  keywords: [],
  ...over,
});

const phrase = (p: string, kind: AlertPhrase['kind'] = 'harassment'): AlertPhrase => ({ phrase: p, kind });
const matches = (text: string, ...phrases: string[]) =>
  matchAlertPhrases(
    text,
    phrases.map((p) => phrase(p)),
  ).map((m) => m.phrase);

describe('matchAlertPhrases', () => {
  it('finds multi-word phrases as whole words in order, across spacing and line breaks', () => {
    expect(matches('He keeps making comments about my body at the till.', 'comments about my body')).toEqual(['comments about my body']);
    expect(matches('comments   about\nmy body', 'comments about my body')).toEqual(['comments about my body']);
    expect(matches('my body comments about', 'comments about my body')).toEqual([]);
  });

  it('ignores case on both sides', () => {
    expect(matches('There was a KNIFE in his locker.', 'knife')).toEqual(['knife']);
    expect(matches('there was a knife attack', 'Knife Attack')).toEqual(['Knife Attack']);
  });

  it('ignores punctuation around and between the words', () => {
    expect(matches('"Knife-attack!" he shouted.', 'knife attack')).toEqual(['knife attack']);
    expect(matches('Stop. Touching. Me.', 'stop touching me')).toEqual(['stop touching me']);
    expect(matches('He said (again): lock-in tonight', 'lock-in')).toEqual(['lock-in']);
    expect(matches("They won't stop", 'won’t stop')).toEqual(['won’t stop']);
  });

  it('matches whole words only', () => {
    expect(matches('The fire alarm and the harm it does to morale', 'arm')).toEqual([]);
    expect(matches('Our killer feature ships soon, great skills on the team', 'kill')).toEqual([]);
    expect(matches('I could kill for a coffee', 'kill')).toEqual(['kill']);
    expect(matches('grope', 'groped')).toEqual([]);
  });

  it('works in other languages and scripts', () => {
    expect(matches('Er hat ein MESSER mit zur Schicht gebracht.', 'messer')).toEqual(['messer']);
    expect(matches('Sufrí acoso sexual en el almacén.', 'acoso sexual')).toEqual(['acoso sexual']);
    expect(matches('Он угрожал мне НОЖОМ вчера.', 'ножом')).toEqual(['ножом']);
    expect(matches('Ο Προϊστάμενος με απειλεί', 'ΠΡΟΪΣΤΆΜΕΝΟΣ')).toEqual(['ΠΡΟΪΣΤΆΜΕΝΟΣ']);
    // Written without spaces: the phrase is found inside the text.
    expect(matches('もう死にたいと思うことがある。', '死にたい')).toEqual(['死にたい']);
    // Full-width letters read as their plain forms.
    expect(matches('ＫＮＩＦＥ in the yard', 'knife')).toEqual(['knife']);
  });

  it('answers nothing when no phrase occurs, and each phrase once', () => {
    expect(matches('The canteen coffee is cold again.', 'knife', 'acoso')).toEqual([]);
    expect(matches('knife, knife, KNIFE', 'knife', 'KNIFE')).toEqual(['knife']);
    expect(matchAlertPhrases('anything', [])).toEqual([]);
  });
});

describe('applyAlertPhrases', () => {
  it('leaves a verdict without a match exactly as it was', () => {
    const c = ordinary();
    const out = applyAlertPhrases(c, 'The canteen coffee is cold again.', [phrase('knife', 'threat')]);
    expect(out.classification).toBe(c);
    expect(out.matched).toEqual([]);
  });

  it('raises a new kind as possible, High, in a new emergency topic of its own', () => {
    const out = applyAlertPhrases(ordinary(), 'My supervisor keeps making comments about my body.', [phrase('comments about my body')]);
    expect(out.matched).toEqual([{ phrase: 'comments about my body', kind: 'harassment' }]);
    const c = out.classification;
    expect(c.possibleEmergencyTypes).toEqual(['harassment']);
    expect(c.emergencyTypes).toEqual([]);
    expect(c.severity).toBe(3);
    expect(c.matchedTopicId).toBeNull();
    expect(c.matchedTopicLabel).toBeUndefined();
    expect(c.topicLabel).toBe('Possible harassment, please review: night shift rota');
    // The topic matcher treats it as an emergency topic: no ordinary insight joins it.
    expect(topicKindOf(c.topicLabel)).toBe('emergency');
  });

  it('never lowers severity and never adds possible a kind that is confirmed', () => {
    const confirmed = ordinary({
      topicLabel: 'Threat reported: knife in the yard',
      matchedTopicId: 'emergency-topic',
      matchedTopicLabel: undefined,
      severity: 4,
      emergencyTypes: ['threat'],
    });
    const out = applyAlertPhrases(confirmed, 'He brought a knife to the yard.', [phrase('knife', 'threat')]);
    expect(out.matched).toEqual([{ phrase: 'knife', kind: 'threat' }]);
    expect(out.classification).toEqual(confirmed);
  });

  it('adds a second kind to a confirmed one, keeping the confirmed label', () => {
    const confirmed = ordinary({ topicLabel: 'Threat reported: knife in the yard', severity: 4, emergencyTypes: ['threat'] });
    const c = applyAlertPhrases(confirmed, 'He brought a knife and grabbed me.', [phrase('grabbed me')]).classification;
    expect(c.emergencyTypes).toEqual(['threat']);
    expect(c.possibleEmergencyTypes).toEqual(['harassment']);
    expect(c.severity).toBe(4);
    expect(c.topicLabel).toBe('Threat reported: knife in the yard');
    expect(c.matchedTopicId).toBeNull();
  });

  it('joins kinds already possible and names them all in the label, in the usual order', () => {
    const possible = ordinary({ topicLabel: 'Possible threat, please review: car park', severity: 3, possibleEmergencyTypes: ['threat'] });
    const phrases = [phrase('steal', 'crime'), phrase('car park', 'threat')];
    const out = applyAlertPhrases(possible, 'They steal from cars in the car park.', phrases);
    expect(out.matched.map((m) => m.kind)).toEqual(['crime', 'threat']);
    expect(out.classification.possibleEmergencyTypes).toEqual(['crime', 'threat']);
    expect(out.classification.topicLabel).toBe('Possible crime & threat, please review: car park');
  });

  it('raises text that is not English, labelled by its opening', () => {
    const german = ordinary({ topicLabel: 'Not English: Er hat ein Messer dabei', language: 'de', matchedTopicId: null });
    const c = applyAlertPhrases(german, 'Er hat ein Messer dabei.', [phrase('messer', 'threat')]).classification;
    expect(c.possibleEmergencyTypes).toEqual(['threat']);
    expect(c.topicLabel).toBe('Possible threat, please review: er hat ein Messer dabei');
    expect(c.language).toBe('de');
  });

  it('keeps a long label within the topic label limit', () => {
    const long = ordinary({ topicLabel: 'A very long subject line that goes on and on about the rota' });
    const c = applyAlertPhrases(long, 'self harm', [phrase('self-harm', 'self_harm')]).classification;
    expect(c.topicLabel).toBe('Possible self-harm, please review: a very long subject line');
    expect(topicKindOf(c.topicLabel)).toBe('emergency');
  });
});
