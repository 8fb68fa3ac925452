import {
  REACHOUT_SUMMARY_REPORT_COLUMNS,
  REPORT_COLUMNS,
  REPORT_MSG,
  REPORT_TYPES,
  TOPIC_SUMMARY_REPORT_COLUMNS,
  WINS_REPORT_COLUMNS,
} from '@voyce/contracts/reports';
import { describe, expect, it } from 'vitest';
import workspace from '../../i18n/locales/en/workspace.json';

// The reports screen says the spec's sentences (spec 1 §8), the same ones the contracts hold.
describe('reports strings', () => {
  const strings = workspace.workspace.reports;

  it('uses the contracts wording for the report messages', () => {
    expect(strings.generated).toBe(REPORT_MSG.generated);
    expect(strings.failed).toBe(REPORT_MSG.failed);
    expect(strings.preparing).toBe(REPORT_MSG.preparing);
  });

  it('names every report type the screen offers, and says what one of its rows is', () => {
    for (const type of REPORT_TYPES) {
      expect(strings.types[type].label).toMatch(/\w/);
      expect(strings.types[type].text).toMatch(/\w/);
    }
  });

  it('lists exactly the columns the server writes for each report type', () => {
    expect(REPORT_COLUMNS).toEqual({
      wins: WINS_REPORT_COLUMNS,
      reachoutSummary: REACHOUT_SUMMARY_REPORT_COLUMNS,
      topicSummary: TOPIC_SUMMARY_REPORT_COLUMNS,
    });
    expect(Object.keys(REPORT_COLUMNS).sort()).toEqual([...REPORT_TYPES].sort());
  });
});
