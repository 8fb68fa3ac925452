import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Submission } from '@voyce/contracts/insights';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/translate';
import { messageOr } from '../lib/api-error';
import { EmptyState } from './empty-state';
import { BulkBar } from './insight-actions/bulk-bar';
import { DelegationDialog } from './insight-actions/delegation-dialog';
import { SubmissionRows } from './insight-actions/insight-rows';
import { clientPageMeta, ListPagination } from './list-pagination';
import { LoadErrorAlert } from './load-error-alert';

type Props = {
  /** Every insight of the list, loaded at once (the page filters on the client). */
  query: Pick<UseQueryResult<Submission[]>, 'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** The insights the filters leave. */
  visible: Submission[];
  organizationId: string;
  /** The picked insights, kept by the page (its own state, or a store the respond page reads). */
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  /** The respond page of these insights, with its way back to this list. */
  respondPath: (ids: string[]) => string;
  /** Rows of the loading skeleton. */
  loadingRows: number;
  /** The page shown and its size; without it the list is not paged. */
  paging?: { page: number; pageSize: number; onPage: (page: number) => void };
  /** Above the bulk bar: the list's title, filters and export. */
  toolbar: ReactNode;
};

/**
 * A list of insights to act on (spec 1 §2): select-all and the bulk actions (respond, delegate,
 * close or reopen), the rows with their checkboxes, and the delegation dialog. A row opens
 * its respond page. Used by the topic's insights and a reach-out's responses.
 */
export function SelectableInsightList({
  query,
  visible,
  organizationId,
  selectedIds,
  onSelect,
  respondPath,
  loadingRows,
  paging,
  toolbar,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [delegating, setDelegating] = useState(false);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const selected = useMemo(() => all.filter((s) => selectedIds.includes(s.id)), [all, selectedIds]);

  const toggle = (id: string) => onSelect(selectedIds.includes(id) ? selectedIds.filter((i) => i !== id) : [...selectedIds, id]);
  // The opened insight is the one picked: the respond page starts from the selection.
  const open = (s: Submission) => {
    onSelect([s.id]);
    void navigate(respondPath([s.id]));
  };

  let body;
  if (query.isPending) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label={t('app.loading')}>
        {Array.from({ length: loadingRows }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Box sx={{ p: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('workspace.loadSubmissionsError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else if (visible.length === 0) {
    body = <EmptyState text={t('workspace.noResponses')} />;
  } else {
    const pages = paging ? Math.max(1, Math.ceil(visible.length / paging.pageSize)) : 1;
    const current = paging ? Math.min(paging.page, pages) : 1;
    body = (
      <>
        <SubmissionRows
          items={paging ? visible.slice((current - 1) * paging.pageSize, current * paging.pageSize) : visible}
          selected={selectedIds}
          onToggle={toggle}
          onOpen={open}
          detailPath={(s) => respondPath([s.id])}
        />
        {paging && <ListPagination meta={clientPageMeta(visible.length, current, paging.pageSize)} onPage={paging.onPage} />}
      </>
    );
  }

  return (
    <>
      {toolbar}
      <BulkBar
        visible={visible}
        selected={selected}
        organizationId={organizationId}
        onSelectAll={(on) => onSelect(on ? visible.map((s) => s.id) : [])}
        onRespond={() => void navigate(respondPath(selected.map((s) => s.id)))}
        onDelegate={() => setDelegating(true)}
      />
      {body}
      <DelegationDialog
        open={delegating}
        onClose={() => setDelegating(false)}
        ids={selected.map((s) => s.id)}
        organizationId={organizationId}
      />
    </>
  );
}
