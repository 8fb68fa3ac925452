import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { NEWCOMER_DAYS } from '@voyce/contracts/anonymity-rules';
import { useTranslation } from '../../../i18n/translate';
import type { AudienceState } from '../../../api/reachouts';

type Props = {
  audience: AudienceState;
  /** The server's refusal of the audience, in its words. */
  refusal: string | null;
};

/**
 * The wizard's live audience line: how many people the ticked departments reach and the rule
 * that a reach-out goes to at least k of them (ARCHITECTURE §5). When some of them do not count
 * towards k (joined or moved there in the last 14 days, or added by this leader), it
 * says how many count and why. Below k it is an error, and the wizard keeps Send disabled.
 */
export function AudienceSize({ audience, refusal }: Props) {
  const { t } = useTranslation();
  const { minGroupSize: k, count, lastCount, counting, failed, tooSmall, standing } = audience;
  const partly = k !== undefined && count !== undefined && standing !== undefined && standing.countsTowardsK < count;
  const counted = partly ? t('workspace.wizard.audienceCounted', { counted: standing.countsTowardsK, total: count, k }) : null;
  const reasons = partly
    ? [
        standing.newcomers > 0 && t('workspace.wizard.audienceNewcomers', { count: standing.newcomers, days: NEWCOMER_DAYS }),
        standing.addedByYou > 0 && t('workspace.wizard.audienceAddedByYou', { count: standing.addedByYou }),
      ]
        .filter(Boolean)
        .join('; ') + '.'
    : null;
  let tooSmallText = null;
  if (tooSmall && k !== undefined && count !== undefined) {
    tooSmallText =
      count < k
        ? t('workspace.wizard.audienceTooSmall', { k, n: count })
        : t('workspace.wizard.audienceTooNew', { k, days: NEWCOMER_DAYS, counted: standing?.countsTowardsK ?? 0, total: count });
  }
  const error = refusal ?? tooSmallText;

  let size = null;
  if (count !== undefined) size = t('workspace.wizard.audienceSize', { count });
  else if (counting && lastCount !== undefined) size = t('workspace.wizard.audienceSize', { count: lastCount });
  else if (counting) size = t('workspace.wizard.audienceCounting');
  else if (failed) size = t('workspace.wizard.audienceCountError');

  if (size === null && k === undefined && !error) return null;
  return (
    <Box
      data-testid="wizard-audience-size"
      data-state={error ? 'too-small' : counting ? 'counting' : 'ok'}
      sx={(theme) => ({
        mt: 1.5,
        px: 1.5,
        py: 1.25,
        display: 'flex',
        gap: 1.25,
        alignItems: 'flex-start',
        border: 1,
        borderRadius: 1,
        borderColor: error ? 'error.main' : 'divider',
        bgcolor: error ? alpha(theme.palette.error.main, 0.04) : 'background.default',
      })}
    >
      <GroupsOutlined aria-hidden fontSize="small" sx={{ mt: '1px', color: error ? 'error.main' : 'text.secondary' }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {/* One polite region: the count and the error are read out as the choice changes. */}
        <Box role="status" aria-live="polite" aria-busy={counting}>
          {size && (
            <Typography
              sx={{
                fontSize: 14,
                fontWeight: count !== undefined || lastCount !== undefined ? 600 : 400,
                color: count !== undefined ? 'text.primary' : 'text.secondary',
                opacity: counting && lastCount !== undefined ? 0.6 : 1,
                transition: 'opacity 120ms',
              }}
            >
              {size}
            </Typography>
          )}
          {error && <Typography sx={{ fontSize: 13, color: 'error.main', mt: size ? 0.5 : 0, fontWeight: 500 }}>{error}</Typography>}
          {counted && !error && (
            <Typography data-testid="wizard-audience-counted" sx={{ fontSize: 13, color: 'text.primary', mt: 0.5 }}>
              {counted}
            </Typography>
          )}
          {reasons && (
            <Typography data-testid="wizard-audience-not-counted" sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
              {reasons}
            </Typography>
          )}
        </Box>
        {k !== undefined && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: size || error ? 0.5 : 0 }}>
            {t('workspace.wizard.audienceMinimum', { k })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
