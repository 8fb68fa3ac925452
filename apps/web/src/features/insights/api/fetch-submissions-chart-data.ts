import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { queryOptions } from '@tanstack/react-query';
import type { ChartRow, zFetchChartDataRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { insightsKeys } from './keys';

export type ChartFilter = { status: string; timespan: string; startDate: string; endDate: string };
type ChartRequest = z.input<typeof zFetchChartDataRequest>;

export function fetchSubmissionsChartData(input: ChartRequest): Promise<{ entities: ChartRow[] }> {
  return call(insightEndpoints.fetchSubmissionsChartData, input);
}

/** The list's period and status, so the chart and the list always count the same topics. */
export function chartRequest(organizationId: string, f: ChartFilter): ChartRequest {
  const filter = { organizationId, groupType: 'departmentTopic' as const, noReachout: true, status: f.status as 'open' | 'closed' | 'all' };
  if (f.timespan !== 'custom_range') return { filter: { ...filter, timespan: f.timespan } };
  // Spec 1 §7: a custom period is sent as mostRecent 'Custom Range' with its dates.
  return {
    filter: {
      ...filter,
      mostRecent: 'Custom Range',
      ...(f.startDate ? { startDate: f.startDate } : {}),
      ...(f.endDate ? { endDate: f.endDate } : {}),
    },
  };
}

export function chartQueryOptions(organizationId: string, filter: ChartFilter) {
  return queryOptions({
    queryKey: insightsKeys.chart(organizationId, filter),
    queryFn: () => fetchSubmissionsChartData(chartRequest(organizationId, filter)),
    select: (data) => data.entities,
  });
}
