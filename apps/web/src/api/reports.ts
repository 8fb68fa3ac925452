import { reportEndpoints as calls } from '@voyce/contracts/endpoints/reports';
import type { GenerateReportRequest, GenerateReportResponse } from '@voyce/contracts/reports';
import { call } from '../lib/api-client';

/**
 * /generateReport (spec 1 §7; the contracts' reports area): the reports screen's range reports
 * and the lists' 'submissions' CSV. The answer is a short-lived signed link to the file,
 * relative to the app.
 */
export function generateReport(input: GenerateReportRequest): Promise<GenerateReportResponse> {
  return call(calls.generateReport, input);
}
