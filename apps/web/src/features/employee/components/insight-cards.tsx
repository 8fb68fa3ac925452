import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { MySubmission } from '@voyce/contracts/employee';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { InsightChips } from './insight-chips';
import { InsightExcerpt } from './insight-excerpt';
import { Rule } from '../../../components/rule';

/** My insights below md: stacked, each one a single tap target. */
export function InsightCards({ submissions }: { submissions: MySubmission[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-labelledby="my-insights-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {submissions.map((s, index) => (
        <Fragment key={s.id}>
          {index > 0 && <Rule component="li" />}
          <li>
            <CardActionArea component={RouterLink} to={`/my/insights/${s.id}`} sx={{ px: 2, py: 1.5 }}>
              <InsightExcerpt body={s.body} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <InsightChips submission={s} />
                <Typography variant="body2" sx={{ ml: 'auto', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {t('my.list.meta', { date: formatAnonymousDate(s.createdAt), replies: t('my.list.replies', { count: s.messageCount }) })}
                </Typography>
              </Box>
            </CardActionArea>
          </li>
        </Fragment>
      ))}
    </Box>
  );
}
