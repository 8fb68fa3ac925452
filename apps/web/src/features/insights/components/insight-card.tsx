import PersonOutline from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../../../i18n/translate';
import { DelegatedMark, RevealMark, WinMark } from '../../../components/insight-marks';
import { AiFlags } from '../../../components/ai-flags';
import { PriorityChip } from '../../../components/priority-chip';
import { StatusChip } from '../../../components/status-chip';
import { anonymousDateSentence } from '../../../lib/anonymous-date';
import { revealedName, unmaskState } from '../../../lib/insight-state';

/**
 * An insight as the leader reads it. 'Anonymity is visible' (DESIGN.md): an 'Anonymous'
 * avatar until the author accepts a reveal, then their name.
 */
export function InsightCard({ submission, compact = false }: { submission: Submission; compact?: boolean }) {
  const { t } = useTranslation();
  const name = revealedName(submission);
  return (
    <Card component="article" sx={{ p: { xs: 2, md: compact ? 2 : 3 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'action.selected', color: 'text.secondary' }}>
          <PersonOutline fontSize="small" aria-hidden />
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{name ?? t('workspace.anonymous')}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            {[
              submission.topic,
              anonymousDateSentence(submission.createdAt, {
                onDate: (date) => t('workspace.detail.createdOn', { date }),
                today: t('workspace.detail.createdToday'),
                yesterday: t('workspace.detail.createdYesterday'),
              }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>
      <Typography
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(compact ? { display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : { fontSize: 15 }),
        }}
      >
        {submission.body}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
        <StatusChip status={submission.status} />
        <PriorityChip severity={submission.severity} />
        <AiFlags submission={submission} />
        <WinMark win={Boolean(submission.markedAsWinAt)} hideEmpty />
        <RevealMark state={unmaskState(submission)} hideEmpty />
        <DelegatedMark delegated={Boolean(submission.delegatedAt)} />
      </Stack>
    </Card>
  );
}
