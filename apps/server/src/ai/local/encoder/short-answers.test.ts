import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../local-provider.ts';
import { encoderState, warmEncoder } from './encoder.ts';
import { testOrg } from '../test-org.ts';

/**
 * "Sounds good." and "Looks fine to me." were raised as self-harm, Critical, and the
 * employee saw the crisis panel. Short ordinary answers (bench/ai-own-test/short-test.jsonl: 200
 * written blind by a separate hand, in nine languages, never trained on) raise nothing, show no
 * panel and are never High or Critical; a plain statement of self-harm still shows the panel.
 */
const ai = createLocalProvider();
const shortAnswers = readFileSync(new URL('../../../../bench/ai-own-test/short-test.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { text: string }).text);

const classify = (text: string) => ai.classifyInsight({ text, org: testOrg(), topics: [] });

describe('short ordinary answers', () => {
  beforeAll(async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
  }, 60_000);

  it('"Sounds good." and "Looks fine to me." raise nothing and show no crisis panel', async () => {
    for (const text of ['Sounds good.', 'Looks fine to me.']) {
      const c = await classify(text);
      expect(c.emergencyTypes, text).toEqual([]);
      expect(c.possibleEmergencyTypes, text).toEqual([]);
      expect(c.severity, text).toBeLessThan(3);
      expect(await ai.mayDescribeSelfHarm(text), text).toBe(false);
    }
  });

  it('200 blind short answers: none of five words or fewer raised, shown the panel or High; the rest nearly so', async () => {
    const short = (t: string) => t.trim().split(/\s+/).length <= 5;
    const raised: string[] = [];
    const panel: string[] = [];
    const high: string[] = [];
    for (const text of shortAnswers) {
      const c = await classify(text);
      if (c.emergencyTypes.length || c.possibleEmergencyTypes.length) raised.push(text);
      if (c.severity >= 3) high.push(text);
      if (await ai.mayDescribeSelfHarm(text)) panel.push(text);
    }
    expect(shortAnswers.length).toBe(200);
    expect(panel).toEqual([]);
    // Answers of one to five words raise nothing and are never High or Critical.
    expect(raised.filter(short)).toEqual([]);
    expect(high.filter(short)).toEqual([]);
    // The file's answers of six words or more, as measured when this landed: one "please review"
    // (a line in Spanish, read at the lower review threshold for other languages), never Critical.
    expect(raised.length, raised.join(' | ')).toBeLessThanOrEqual(1);
    expect(high.length, high.join(' | ')).toBeLessThanOrEqual(2);
  }, 120_000);

  it('a plain statement of self-harm still shows the panel', async () => {
    expect(await ai.mayDescribeSelfHarm('I want to die.')).toBe(true);
    expect(
      await ai.mayDescribeSelfHarm("I've been thinking about ending my life, I can't keep going like this and nobody would notice."),
    ).toBe(true);
  });
});
