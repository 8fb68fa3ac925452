import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { InsightExcerpt } from '../insight-excerpt';
import { DelegatedMark, RevealMark, WinMark } from '../insight-marks';
import { StatusChip } from '../status-chip';
import { formatAnonymousDate } from '../../lib/anonymous-date';
import { unmaskState } from '../../lib/insight-state';

/** A grid cell that keeps its column when empty, and takes no room in the phone layout. */
const cell = { display: 'inline-flex', '&:empty': { display: { xs: 'none', md: 'block' } } } as const;

type Props = {
  items: Submission[];
  selected: string[];
  onToggle: (id: string) => void;
  /** Clicking a row selects it alone and opens it (spec 1 §2). */
  onOpen: (s: Submission) => void;
  detailPath: (s: Submission) => string;
};

/** The topic's insights: a checkbox each, the text (two lines), and its marks. */
export function SubmissionRows({ items, selected, onToggle, onOpen, detailPath }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((s) => {
        const checked = selected.includes(s.id);
        const excerpt = s.body.length > 60 ? `${s.body.slice(0, 60)}…` : s.body;
        return (
          <Box
            component="li"
            key={s.id}
            data-testid="submission-row"
            onClick={() => onOpen(s)}
            sx={(theme) => ({
              display: 'grid',
              gridTemplateColumns: { xs: '40px 1fr', md: '40px 1fr auto' },
              columnGap: 1,
              alignItems: 'start',
              px: { xs: 1, md: 2 },
              py: 1.5,
              borderTop: 1,
              borderColor: 'divider',
              cursor: 'pointer',
              bgcolor: checked ? alpha(theme.palette.primary.main, 0.05) : 'transparent',
              '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.04) },
            })}
          >
            <Checkbox
              checked={checked}
              onClick={(e) => e.stopPropagation()}
              onChange={() => onToggle(s.id)}
              slotProps={{ input: { 'aria-label': t('workspace.submissions.selectOne', { excerpt }) } }}
              sx={{ mt: -0.75 }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={detailPath(s)}
                underline="none"
                color="inherit"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(s);
                  e.preventDefault();
                }}
              >
                <InsightExcerpt body={s.body} />
              </Link>
              <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>{formatAnonymousDate(s.createdAt)}</Typography>
            </Box>
            <Box
              sx={{
                gridColumn: { xs: '2', md: 'auto' },
                mt: { xs: 1, md: 0 },
                display: { xs: 'flex', md: 'grid' },
                flexWrap: 'wrap',
                gap: 1.5,
                // Fixed columns on wide screens, so the marks line up from row to row.
                gridTemplateColumns: '112px 24px 24px 64px 96px',
                alignItems: 'center',
                justifyItems: 'start',
              }}
            >
              <Box component="span" sx={cell}>
                <RevealMark state={unmaskState(s)} hideEmpty />
              </Box>
              <Box component="span" sx={cell}>
                <WinMark win={Boolean(s.markedAsWinAt)} hideEmpty />
              </Box>
              <DelegatedMark delegated={Boolean(s.delegatedAt)} />
              <StatusChip status={s.status} />
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 12, color: 'text.secondary' }}>
                <ChatBubbleOutline sx={{ fontSize: 16 }} aria-hidden />
                {t('workspace.submissions.messages', { count: s.messageCount })}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
