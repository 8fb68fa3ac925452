import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardSummary, zDashboardRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** Spec 1 §3 'Dashboard filters', as they sit in the URL ('all' and '' mean no filter). */
export type DashboardFilter = { severityName: string; topic: string; status: string; departments: string; timespan: string };

type SummaryRequest = z.input<typeof zDashboardRequest>;

export function fetchDashboardSummary(input: SummaryRequest): Promise<DashboardSummary> {
  return call(insightEndpoints.fetchDashboardSummary, input);
}

export function summaryRequest(organizationId: string, f: DashboardFilter): SummaryRequest {
  return {
    filter: {
      organizationId,
      status: f.status as 'open' | 'closed' | 'all',
      timespan: f.timespan,
      ...(f.severityName !== 'all' ? { severityName: f.severityName as 'Low' | 'Medium' | 'High' | 'Critical' } : {}),
      ...(f.topic.trim() ? { topic: f.topic.trim() } : {}),
      ...(f.departments ? { departments: f.departments.split(',') } : {}),
    },
  };
}

/** Priority counts, volume (last 30 vs the 30 before), recent activity and the two views. */
const SEVERITY = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** The priority, topic and department filters, as the overview lists' calls take them. */
export function overviewNarrowing(f: DashboardFilter): { severity?: number[]; topic?: string; departmentIds?: string[] } {
  return {
    ...(f.severityName in SEVERITY ? { severity: [SEVERITY[f.severityName as keyof typeof SEVERITY]] } : {}),
    ...(f.topic.trim() ? { topic: f.topic.trim() } : {}),
    ...(f.departments ? { departmentIds: f.departments.split(',') } : {}),
  };
}

export function summaryQueryOptions(organizationId: string, filter: DashboardFilter) {
  return queryOptions({
    queryKey: dashboardKeys.summary(organizationId, filter),
    queryFn: () => fetchDashboardSummary(summaryRequest(organizationId, filter)),
    placeholderData: keepPreviousData,
  });
}
