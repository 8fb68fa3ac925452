import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { Reachout } from '@voyce/contracts/reachouts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { StatusFilter, WinFilter } from '../../../components/common-filters';
import { FilterSelect } from '../../../components/filter-select';
import { SelectableInsightList } from '../../../components/selectable-insight-list';
import { answersNeededOf, reachoutTitle, releaseNotice } from '../../../lib/reachout-display';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { responsesQueryOptions } from '../../../api/insights';
import { applyResponseFilter, RESPONSE_DEFAULTS, responsesReportOptions, type ResponseFilter } from '../response-filters';
import { ResponsesHidden } from './responses-hidden';

/** The respond page for answers of this reach-out; its back link and breadcrumb return here (spec 1 §2). */
export function responsePath(ids: string[], reachout: Reachout): string {
  const q = new URLSearchParams(ids.length === 1 ? { id: ids[0]! } : { ids: ids.join(',') });
  q.set('reachoutId', reachout.id);
  q.set('reachoutTitle', reachoutTitle(reachout));
  return `/reachouts/submissions/detail?${q}`;
}

function ResponseFilters({ value, onChange }: { value: ResponseFilter; onChange: (patch: Partial<ResponseFilter>) => void }) {
  const { t } = useTranslation();
  const all = { value: 'all', label: t('workspace.filters.all') };
  return (
    <Box role="group" aria-label={t('workspace.filters.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <WinFilter value={value.win} onChange={(win) => onChange({ win })} />
      <FilterSelect
        label={t('workspace.filters.reveal')}
        value={value.reveal}
        minWidth={160}
        onChange={(reveal) => onChange({ reveal })}
        options={[
          all,
          { value: 'pending', label: t('workspace.submissions.revealRequested') },
          { value: 'accepted', label: t('workspace.submissions.revealAccepted') },
          { value: 'declined', label: t('workspace.submissions.revealDeclined') },
        ]}
      />
      <StatusFilter value={value.status} onChange={(status) => onChange({ status })} />
    </Box>
  );
}

/**
 * Responses tab (spec 1 §2): filters Win, Reveal, Status; the answers with select-all and the
 * insights workspace's bulk actions (respond, delegate, close or reopen). A row opens the
 * answer's respond page (win, reveal, timeline) with its way back here.
 */
export function ReachoutResponses({ reachout, organizationId }: { reachout: Reachout; organizationId: string }) {
  // Until k answered the answers stay with the server (ARCHITECTURE §5): nothing to filter or act on.
  if (reachout.responsesHidden) return <ResponsesHidden minGroupSize={answersNeededOf(reachout)} notice={releaseNotice(reachout)} />;
  return <ResponsesList reachout={reachout} organizationId={organizationId} />;
}

function ResponsesList({ reachout, organizationId }: { reachout: Reachout; organizationId: string }) {
  const [filter, setFilter] = useUrlFilters(RESPONSE_DEFAULTS);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const query = useQuery(responsesQueryOptions(organizationId, reachout.id));

  const all = useMemo(() => query.data ?? [], [query.data]);
  const visible = useMemo(() => applyResponseFilter(all, filter), [all, filter]);

  // Changing a filter clears the selection (spec 1 §2).
  const change = (patch: Partial<ResponseFilter>) => {
    setSelectedIds([]);
    setFilter(patch);
  };

  return (
    <Box>
      <SelectableInsightList
        query={query}
        visible={visible}
        organizationId={organizationId}
        selectedIds={selectedIds}
        onSelect={setSelectedIds}
        respondPath={(ids) => responsePath(ids, reachout)}
        loadingRows={3}
        toolbar={
          <Box sx={{ px: { xs: 2, md: 3 }, pb: 2, display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
            {/* Phones: the filters take the row and the export button goes below them. */}
            <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 0' }, minWidth: 0 }}>
              <ResponseFilters value={filter} onChange={change} />
            </Box>
            <ExportCsvButton
              organizationId={organizationId}
              options={() => responsesReportOptions(reachout.id, filter, visible, selectedIds)}
            />
          </Box>
        }
      />
    </Box>
  );
}
