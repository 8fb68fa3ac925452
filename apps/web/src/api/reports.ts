import { reportEndpoints as calls } from '@voyce/contracts/endpoints/reports';
import type { GenerateReportRequest, GenerateReportResponse, PreviewReportRequest } from '@voyce/contracts/reports';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/api-client';

/**
 * The reports area (spec 1 §7; the contracts' reports area): /generateReport, the reports
 * screen's range reports and the lists' 'submissions' CSV, answered with a short-lived signed
 * link to the file, relative to the app; /previewReport, the same report's first rows; and
 * /findRecentReports, the range reports the organisation generated lately.
 */
export const reportKeys = {
  all: ['reports'] as const,
  preview: (request: PreviewReportRequest) => ['reports', 'preview', request] as const,
  recent: (organizationId: string) => ['reports', 'recent', organizationId] as const,
};

export function generateReport(input: GenerateReportRequest): Promise<GenerateReportResponse> {
  return call(calls.generateReport, input);
}

/**
 * /generateReport for the reports screen: once a file is made, the screen's list of recent
 * reports is read again (it now holds this one).
 */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: reportKeys.recent(input.organizationId) }),
  });
}

const sameReportType = (key: unknown, request: PreviewReportRequest) =>
  typeof key === 'object' && key !== null && (key as PreviewReportRequest).reportOptions?.reportType === request.reportOptions.reportType;

/** The columns, first rows and row count of the file the same request would make; `null` waits. */
export function reportPreviewQueryOptions(request: PreviewReportRequest | null) {
  return queryOptions({
    queryKey: request ? reportKeys.preview(request) : [...reportKeys.all, 'preview', 'none'],
    queryFn: ({ signal }) => call(calls.previewReport, request!, { signal }),
    enabled: request !== null,
    // New dates keep the same report's rows on screen until the new ones come; a new type does not.
    placeholderData: (previous, previousQuery) => (request && sameReportType(previousQuery?.queryKey[2], request) ? previous : undefined),
    // A preview shows what a download would hold now; a minute saves asking again while toggling.
    staleTime: 60_000,
  });
}

/** The organisation's latest range reports, newest first. */
export function recentReportsQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: reportKeys.recent(organizationId),
    queryFn: ({ signal }) => call(calls.findRecentReports, { organizationId }, { signal }),
    enabled: Boolean(organizationId),
    // Colleagues generate reports too: never serve the list from the 30-minute cache.
    staleTime: 0,
  });
}
