// The workspace's strings load with its pages (i18n/workspace-strings.ts).
import { DIRECTIONAL } from '../../../i18n/language';
import '../../../i18n/workspace-strings';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { SelectableInsightList } from '../../../components/selectable-insight-list';
import { useOrganizationId } from '../../../lib/organization';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useTopicSubmissions } from '../../../api/insights';
import { DepartmentFilterPanel } from '../components/department-filter-panel';
import { ListFilterBar } from '../components/list-filter-bar';
import {
  LIST_DEFAULTS,
  applyListFilter,
  departmentIds,
  listReportOptions,
  matchesExceptDepartments,
  type ListFilter,
} from '../list-filters';
import { selection, useSelection } from '../selection-store';

/** Spec 1 §9: page size 10. */
const PAGE_SIZE = 10;

/** The respond page for `ids`, keeping the topic for its breadcrumb and back link. */
export function respondPath(ids: string[], topic: string, topicId: string): string {
  const q = new URLSearchParams(ids.length === 1 ? { id: ids[0]! } : { ids: ids.join(',') });
  q.set('topicId', topicId);
  q.set('topicTitle', topic);
  return `/submissions/detail?${q}`;
}

/** Topic submissions (/submissions?topic=&topicId=): filters, the list, selection and bulk actions. */
export function TopicSubmissionsRoute() {
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const topicId = params.get('topicId');
  // Spec 1 §2: the list needs both the topic and its id.
  if (!topic || !topicId) return <Navigate to="/dashboard" replace />;
  return <TopicSubmissions topic={topic} topicId={topicId} />;
}

function TopicSubmissions({ topic, topicId }: { topic: string; topicId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const organizationId = useOrganizationId() ?? '';
  const [filter, setFilter] = useUrlFilters(LIST_DEFAULTS);
  const [page, setPage] = useState(1);
  const { ids: selectedIds } = useSelection();
  const query = useTopicSubmissions(organizationId, topicId);

  // The respond page's back link returns to this list with its filters (spec 1 §2).
  useEffect(() => selection.rememberList(location.search), [location.search]);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => applyListFilter(all, filter), [all, filter]);
  const forCounts = useMemo(() => all.filter((s) => matchesExceptDepartments(s, filter)), [all, filter]);
  const openCount = all.filter((s) => s.status === 'open').length;

  // Changing a filter clears the selection (spec 1 §2) and goes back to the first page.
  const change = (patch: Partial<ListFilter>) => {
    selection.clear();
    setPage(1);
    setFilter(patch);
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button
          component={RouterLink}
          to={`/insights/topics/${topicId}`}
          startIcon={<ArrowBack className={DIRECTIONAL} />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('workspace.submissions.back')}
        </Button>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {topic}
          </Typography>
          {query.data && (
            <Typography sx={{ color: 'text.secondary' }}>
              {t('workspace.submissions.openCount', { count: openCount })} ·{' '}
              {t('workspace.submissions.closedCount', { count: all.length - openCount })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
        <Card sx={{ p: 2 }}>
          <DepartmentFilterPanel
            submissions={forCounts}
            selected={departmentIds(filter)}
            onChange={(ids) => change({ departments: ids.join(',') })}
          />
        </Card>
        <Card component="section" aria-labelledby="submissions-list-title">
          <SelectableInsightList
            query={query}
            visible={visible}
            organizationId={organizationId}
            selectedIds={selectedIds}
            onSelect={selection.select}
            respondPath={(ids) => respondPath(ids, topic, topicId)}
            loadingRows={4}
            paging={{ page, pageSize: PAGE_SIZE, onPage: setPage }}
            toolbar={
              <Box sx={{ px: { xs: 2, md: 2 }, pt: 2, pb: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
                  <Typography id="submissions-list-title" variant="h4" component="h2" sx={{ flex: 1 }}>
                    {t('workspace.submissions.listTitle')}
                  </Typography>
                  <ExportCsvButton
                    organizationId={organizationId}
                    options={() => listReportOptions(topicId, filter, visible, selectedIds)}
                  />
                </Box>
                <ListFilterBar value={filter} onChange={change} />
              </Box>
            }
          />
        </Card>
      </Box>
    </Stack>
  );
}
