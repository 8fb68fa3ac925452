import type { OrgAiContext } from '../provider.ts';

/** A plain organisation for unit tests; tests override what they exercise. */
export function testOrg(overrides: Partial<OrgAiContext> = {}): OrgAiContext {
  return {
    aboutUs: '',
    goals: [],
    higherPriorityPhrases: [],
    lowerPriorityPhrases: [],
    writingSample: '',
    departments: [],
    ...overrides,
  };
}
