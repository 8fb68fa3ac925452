import Link from '@mui/material/Link';
import type { MySubmission } from '@voyce/contracts/employee';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { LinkedTable, type ListColumn } from '../../../components/list-table';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { InsightChips } from './insight-chips';
import { InsightExcerpt } from './insight-excerpt';

const myInsightPath = (s: Pick<MySubmission, 'id'>) => `/my/insights/${s.id}`;

/** My insights on md and up: one row each; the excerpt is the link, the whole row is clickable. */
export function InsightsTable({ submissions }: { submissions: MySubmission[] }) {
  const { t } = useTranslation();
  const columns: ListColumn<MySubmission>[] = [
    {
      key: 'insight',
      label: t('my.list.columns.insight'),
      width: '55%',
      cell: (s) => (
        <Link component={RouterLink} to={myInsightPath(s)} underline="none" onClick={(e) => e.stopPropagation()}>
          <InsightExcerpt body={s.body} />
        </Link>
      ),
    },
    {
      key: 'date',
      label: t('my.list.columns.date'),
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      cell: (s) => formatAnonymousDate(s.createdAt),
    },
    { key: 'status', label: t('my.list.columns.status'), cell: (s) => <InsightChips submission={s} /> },
    {
      key: 'replies',
      label: t('my.list.columns.replies'),
      align: 'right',
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      cell: (s) => t('my.list.replies', { count: s.messageCount }),
    },
  ];
  return <LinkedTable labelledBy="my-insights-title" rows={submissions} columns={columns} rowPath={myInsightPath} />;
}
