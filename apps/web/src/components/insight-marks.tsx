import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Forward from '@mui/icons-material/Forward';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import Box from '@mui/material/Box';
import type { UnmaskState } from '@voyce/contracts/insights';
import { useTranslation } from '../i18n/translate';
import { visuallyHidden } from './visually-hidden';

/** A dash on screen, 'No' for screen readers. */
function NoMark() {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      <span aria-hidden>–</span>
      <Box component="span" sx={visuallyHidden}>
        {t('workspace.dashboard.no')}
      </Box>
    </Box>
  );
}

/** A win: the gold cup with its word for screen readers; a dash (or nothing) when not a win. */
export function WinMark({ win, hideEmpty = false }: { win: boolean; hideEmpty?: boolean }) {
  const { t } = useTranslation();
  if (!win) return hideEmpty ? null : <NoMark />;
  return (
    <Box component="span" title={t('workspace.submissions.win')} sx={{ display: 'inline-flex', color: 'win.main' }}>
      <EmojiEvents fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('workspace.submissions.win')}
      </Box>
    </Box>
  );
}

const REVEAL_KEY = {
  pending: 'workspace.submissions.revealRequested',
  accepted: 'workspace.submissions.revealAccepted',
  declined: 'workspace.submissions.revealDeclined',
} as const;

/** The reveal state in words (Reveal requested / Identity revealed / Reveal declined). */
export function RevealMark({ state, hideEmpty = false }: { state: UnmaskState; hideEmpty?: boolean }) {
  const { t } = useTranslation();
  if (state === 'none') return hideEmpty ? null : <NoMark />;
  return (
    <Box
      component="span"
      sx={{ fontSize: 12, fontWeight: 500, color: state === 'declined' ? 'text.secondary' : 'warning.main', whiteSpace: 'nowrap' }}
    >
      {t(REVEAL_KEY[state])}
    </Box>
  );
}

/** Spec 1 §4: once delegated, the row's icon changes (outlined arrow, then a filled one). */
export function DelegatedMark({ delegated }: { delegated: boolean }) {
  const { t } = useTranslation();
  const label = delegated ? t('workspace.submissions.delegatedIcon') : t('workspace.submissions.notDelegatedIcon');
  const Icon = delegated ? Forward : ForwardOutlined;
  return (
    <Box
      component="span"
      title={label}
      data-delegated={delegated}
      sx={{ display: 'inline-flex', color: delegated ? 'primary.main' : 'text.disabled' }}
    >
      <Icon fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
