import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MySubmission } from '@voyce/contracts/employee';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { LinkedRow, ListTable } from '../../../components/list-table';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { InsightChips } from './insight-chips';
import { InsightExcerpt } from './insight-excerpt';

/** My insights on md and up: one row each; the excerpt is the link, the whole row is clickable. */
export function InsightsTable({ submissions }: { submissions: MySubmission[] }) {
  const { t } = useTranslation();
  return (
    <ListTable labelledBy="my-insights-title">
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '55%' }}>{t('my.list.columns.insight')}</TableCell>
          <TableCell>{t('my.list.columns.date')}</TableCell>
          <TableCell>{t('my.list.columns.status')}</TableCell>
          <TableCell align="right">{t('my.list.columns.replies')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {submissions.map((s) => (
          <LinkedRow key={s.id} to={`/my/insights/${s.id}`}>
            <TableCell>
              <Link component={RouterLink} to={`/my/insights/${s.id}`} underline="none" onClick={(e) => e.stopPropagation()}>
                <InsightExcerpt body={s.body} />
              </Link>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatAnonymousDate(s.createdAt)}</TableCell>
            <TableCell>
              <InsightChips submission={s} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
              {t('my.list.replies', { count: s.messageCount })}
            </TableCell>
          </LinkedRow>
        ))}
      </TableBody>
    </ListTable>
  );
}
