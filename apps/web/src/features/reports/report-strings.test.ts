import { REPORT_MSG, REPORT_TYPES } from '@voyce/contracts/reports';
import { describe, expect, it } from 'vitest';
import workspace from '../../i18n/en-workspace.json';

// The reports screen says the spec's sentences (spec 1 §8), the same ones the contracts hold.
describe('reports strings', () => {
  const strings = workspace.workspace.reports;

  it('uses the contracts wording for the report messages', () => {
    expect(strings.generated).toBe(REPORT_MSG.generated);
    expect(strings.failed).toBe(REPORT_MSG.failed);
    expect(strings.preparing).toBe(REPORT_MSG.preparing);
  });

  it('names every report type the screen offers', () => {
    for (const type of REPORT_TYPES) expect(strings.types[type].label).toMatch(/\w/);
  });
});
