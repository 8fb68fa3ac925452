import { defineEndpoint, view } from '../endpoint.ts';
import { zGenerateReportRequest, zGenerateReportResponse } from '../reports.ts';

export const reportEndpoints = {
  generateReport: defineEndpoint({
    method: 'POST',
    path: '/generateReport',
    access: 'leader',
    permission: view('reports'),
    summary: 'A report (wins, reachoutSummary, topicSummary for a date range, or submissions) as CSV; answers {signedUrl, expiresAt}',
    request: zGenerateReportRequest,
    response: zGenerateReportResponse,
  }),
};
