import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MySubmission } from '@voyce/contracts/employee';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { InsightChips } from './insight-chips';
import { InsightExcerpt } from './insight-excerpt';

/** My insights on md and up: one row each; the excerpt is the link, the whole row is clickable. */
export function InsightsTable({ submissions }: { submissions: MySubmission[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table
      aria-labelledby="my-insights-title"
      sx={{ '& td, & th': { fontSize: 13 }, '& tr > :first-of-type': { pl: 3 }, '& tr > :last-child': { pr: 3 } }}
    >
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
          <TableRow
            key={s.id}
            hover
            // A mouse convenience; keyboard and screen-reader users use the link in the first cell.
            onClick={() => void navigate(`/my/insights/${s.id}`)}
            sx={{ cursor: 'pointer', '&:last-child td': { borderBottom: 0 } }}
          >
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
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
