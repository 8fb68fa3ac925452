import { defineEndpoint, view } from '../endpoint.ts';
import {
  zFindRecentReportsRequest,
  zFindRecentReportsResponse,
  zGenerateReportRequest,
  zGenerateReportResponse,
  zPreviewReportRequest,
  zPreviewReportResponse,
} from '../reports.ts';

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
  previewReport: defineEndpoint({
    method: 'POST',
    path: '/previewReport',
    access: 'leader',
    permission: view('reports'),
    summary: 'The report /generateReport would write for the same body: its columns, first 5 rows (as text) and row count; no file',
    request: zPreviewReportRequest,
    response: zPreviewReportResponse,
  }),
  findRecentReports: defineEndpoint({
    method: 'POST',
    path: '/findRecentReports',
    access: 'leader',
    permission: view('reports'),
    summary: 'The range reports the organisation generated lately, newest first: type, dates, limit, who and when',
    request: zFindRecentReportsRequest,
    response: zFindRecentReportsResponse,
  }),
};
