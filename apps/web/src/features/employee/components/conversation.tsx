import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import type { MyMessage } from '@voyce/contracts/employee';
import { useTranslation } from '../../../i18n/translate';
import { anonymousDateTimeAttr, formatAnonymousDate } from '../../../lib/anonymous-date';
import { formatDateTime } from '../../../lib/format-date';

type Props = {
  messages: MyMessage[];
  /** After an accepted reveal the employee's messages are no longer anonymous; the label says so. */
  revealed: boolean;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The leaders' replies and the employee's answers, oldest first. */
export function Conversation({ messages, revealed }: Props) {
  const { t } = useTranslation();
  if (messages.length === 0) {
    return <Typography sx={{ py: 2, color: 'text.secondary' }}>{t('my.detail.noMessages')}</Typography>;
  }
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((m) => {
        const mine = m.createdBy === 'employee';
        const author = mine ? (revealed ? t('my.detail.you') : t('my.detail.youAnonymous')) : m.fromName || t('my.detail.leadershipTeam');
        return (
          <Box component="li" key={m.id} sx={{ display: 'flex', gap: 1.5, flexDirection: mine ? 'row-reverse' : 'row' }}>
            <Avatar
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                fontSize: 13,
                bgcolor: mine ? 'grey.200' : 'primary.main',
                color: mine ? 'text.secondary' : 'primary.contrastText',
              }}
            >
              {mine ? (
                revealed ? (
                  <PersonOutlined sx={{ fontSize: 18 }} />
                ) : (
                  <VisibilityOffOutlined sx={{ fontSize: 18 }} />
                )
              ) : (
                initials(author)
              )}
            </Avatar>
            <Box
              sx={(theme) => ({
                maxWidth: { xs: 'calc(100% - 44px)', md: '80%' },
                px: 2,
                py: 1.5,
                borderRadius: 1.25,
                border: 1,
                borderColor: mine ? alpha(theme.palette.primary.main, 0.25) : 'divider',
                bgcolor: mine ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
              })}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline', mb: 0.5 }}>
                <Typography variant="h6" component="span">
                  {author}
                </Typography>
                {/* My messages keep only their day (ARCHITECTURE §5); a leader's reply keeps its time. */}
                <Typography
                  variant="body2"
                  component="time"
                  dateTime={mine ? anonymousDateTimeAttr(m.createdAt) : m.createdAt}
                  sx={{ color: 'text.secondary' }}
                >
                  {mine ? formatAnonymousDate(m.createdAt) : formatDateTime(m.createdAt)}
                </Typography>
              </Box>
              {/* Written by a person, in any language: its own first letters set its direction (an English reply in an Arabic page). */}
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
