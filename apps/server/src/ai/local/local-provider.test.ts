import { zEnhancedReachout, zInsightClassification, zReachoutSummary, zTopicSummary } from '@voyce/contracts/ai';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAiProvider } from '../provider.ts';
import { testOrg } from './test-org.ts';

const ai = createAiProvider({ provider: 'local' }, pino({ level: 'silent' }));
const org = testOrg({ departments: [{ id: 'wh', name: 'Warehouse' }] });

describe('local provider', () => {
  it('implements every call with contract-valid answers', async () => {
    expect(ai.name).toBe('local');
    const text = 'The scanners in the warehouse die halfway through the shift because the batteries are old.';
    const c = await ai.classifyInsight({ text, org, topics: [] });
    expect(zInsightClassification.parse(c)).toEqual(c);
    expect(c).toMatchObject({ theme: 'Tools & Equipment', matchedTopicId: null, departmentIds: ['wh'], emergencyTypes: [] });
    expect(typeof (await ai.draftReply({ insights: [text], org }))).toBe('string');
    expect(typeof (await ai.draftDelegation({ insight: text, org, prompt: '' }))).toBe('string');
    zEnhancedReachout.parse(await ai.enhanceReachout({ message: 'How are the new scanners?', objective: 'Check the rollout', org }));
    zTopicSummary.parse(await ai.summarizeTopic({ topic: 'Scanner batteries', insights: [text], org }));
    zReachoutSummary.parse(await ai.summarizeReachout({ title: 'Scanners', question: 'How are the scanners?', answers: [text], org }));
  });

  it('is deterministic', async () => {
    const input = { text: 'Night shift is understaffed again and people are exhausted.', org, topics: [] };
    expect(await ai.classifyInsight(input)).toEqual(await ai.classifyInsight(input));
  });

  it('labels an emergency so it stands out, and never merges it into a loose match', async () => {
    const topics = [
      { id: 't1', label: 'Supervisor behaviour', theme: 'Management & Leadership', profile: 'The supervisor shouts at people on nights.' },
    ];
    const c = await ai.classifyInsight({ text: 'The supervisor punched a picker on nights.', org, topics });
    expect(c.topicLabel).toMatch(/^Violence reported: /);
    expect(c.matchedTopicId).toBeNull();
    expect(c.severity).toBe(4);
    expect(c.tone).toBe('negative');
  });

  it('lets a second report of the same incident join the emergency topic', async () => {
    const first = 'The night supervisor punched a picker in aisle 4.';
    const topics = [{ id: 'e1', label: 'Violence reported: night supervisor', theme: 'Harassment & Conduct', profile: first }];
    const c = await ai.classifyInsight({ text: 'I saw the night supervisor punch a picker in aisle 4 last night.', org, topics });
    expect(c.emergencyTypes).toEqual(['violence']);
    expect(c.matchedTopicId).toBe('e1');
  });
});
