import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { EngagementMetrics, Reachout } from '@voyce/contracts/reachouts';
import { useTranslation } from '../../../i18n/translate';
import { HoverHint } from '../../../components/hover-hint';
import {
  answersNeededOf,
  ENGAGEMENT_COLOR_KEY,
  engagementLevel,
  fullName,
  initialsOf,
  releaseNotice,
  splitVisible,
} from '../../../lib/reachout-display';

/** The pieces of a reach-out shown on its history card and its detail page (spec 1 §2). */

const EMPTY_METRICS: EngagementMetrics = {
  engaged_users: 0,
  total_users_in_org: 0,
  engagement_percentage: 0,
  tone_metrics: { negative: 0, neutral: 0, positive: 0 },
  impact_analysis: { bronze: 0, silver: 0, gold: 0 },
};

export const metricsOf = (r: Reachout): EngagementMetrics => r.engagementMetrics[0] ?? EMPTY_METRICS;

/** Open or Closed, with the spec's tooltip saying what it means for employees. */
export function IntakeChip({ status }: { status: Reachout['status'] }) {
  const { t } = useTranslation();
  const open = status === 'Open';
  return (
    <HoverHint text={open ? t('workspace.reachouts.openTooltip') : t('workspace.reachouts.closedTooltip')}>
      {(describedBy) => (
        <Chip
          size="small"
          tabIndex={0}
          aria-describedby={describedBy}
          label={open ? t('workspace.status.open') : t('workspace.status.closed')}
          color={open ? 'primary' : 'default'}
          variant={open ? 'outlined' : 'filled'}
        />
      )}
    </HoverHint>
  );
}

/** The leader who sent it: initials in an avatar, then the name. */
export function PromptedBy({ prompter }: { prompter: Reachout['prompter'] }) {
  const name = fullName(prompter.firstName, prompter.lastName);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar aria-hidden sx={{ width: 24, height: 24, fontSize: 11, fontWeight: 600, bgcolor: 'primary.main' }}>
        {initialsOf(prompter.firstName, prompter.lastName)}
      </Avatar>
      <Typography sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name || '–'}</Typography>
    </Box>
  );
}

/** Department chips: `visible` of them, the rest as a '+N' chip whose tooltip names them. */
export function AudienceChips({ audience, visible }: { audience: Reachout['validDepartmentAudience']; visible: number }) {
  const { shown, rest } = splitVisible(audience, visible);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      {shown.map((d) => (
        <Chip key={d.id} size="small" label={d.name} sx={{ maxWidth: 160 }} />
      ))}
      {rest.length > 0 && (
        <HoverHint text={rest.map((d) => d.name).join(', ')}>
          {(describedBy) => <Chip size="small" tabIndex={0} variant="outlined" label={`+${rest.length}`} aria-describedby={describedBy} />}
        </HoverHint>
      )}
    </Box>
  );
}

const engagementColor = (theme: Theme, percent: number) => theme.palette.priority[ENGAGEMENT_COLOR_KEY[engagementLevel(percent)]];

/**
 * Responded/surveyed and the percent, with a bar in the colour of its band (spec 1 §4: under
 * 50 %, under 75 %, otherwise). The colour is never alone: the figures say the same.
 */
export function Engagement({ metrics }: { metrics: EngagementMetrics }) {
  const { t } = useTranslation();
  const percent = Math.round(metrics.engagement_percentage);
  const level = engagementLevel(metrics.engagement_percentage);
  return (
    <Box data-testid="engagement" data-level={level} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography component="span" sx={{ fontSize: 14, fontWeight: 600 }}>
          {t('workspace.reachouts.responded', { engaged: metrics.engaged_users, total: metrics.total_users_in_org })}
        </Typography>
        <Typography component="span" data-testid="engagement-percent" sx={{ fontSize: 13, fontWeight: 600, color: 'text.secondary' }}>
          {percent}%
        </Typography>
      </Box>
      <Box
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('workspace.reachouts.engagement')}
        sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'divider', overflow: 'hidden', maxWidth: 200 }}
      >
        <Box
          data-testid="engagement-bar"
          sx={(theme) => ({
            width: `${Math.min(100, percent)}%`,
            height: '100%',
            bgcolor: engagementColor(theme, metrics.engagement_percentage),
          })}
        />
      </Box>
    </Box>
  );
}

/**
 * Engagement, pulse and impact while fewer than k answered (ARCHITECTURE §5): no count, no
 * percentage, no bar; the words say when the figures appear. Once enough answers wait for the
 * batch release (the server's releaseAt): "At least 5 answered — results appear at
 * 05:00", still no count.
 */
export function HiddenFigures({ reachout, withReason = true }: { reachout: Reachout; withReason?: boolean }) {
  const { t } = useTranslation();
  const notice = releaseNotice(reachout);
  return (
    <Box data-testid="engagement-hidden" sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 14, fontWeight: 600 }}>
        {notice ? t('workspace.reachouts.answeredRelease', notice) : t('workspace.reachouts.respondedFewer', { k: reachout.minGroupSize })}
      </Typography>
      {withReason && (
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25 }}>
          {notice ? t('workspace.reachouts.releaseBatch') : t('workspace.reachouts.responsesHidden', { k: answersNeededOf(reachout) })}
        </Typography>
      )}
    </Box>
  );
}

type Count = { key: string; label: string; value: number; color: (theme: Theme) => string };

function Counts({ items, label }: { items: Count[]; label: string }) {
  return (
    <Box role="list" aria-label={label} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      {items.map((c) => (
        <Box role="listitem" key={c.key} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
          <Box component="span" aria-hidden sx={(theme) => ({ width: 8, height: 8, borderRadius: '50%', bgcolor: c.color(theme) })} />
          <span>
            {c.label} <strong>{c.value}</strong>
          </span>
        </Box>
      ))}
    </Box>
  );
}

/** Voyce Pulse: how the answers feel (tone counts). */
export function Pulse({ metrics }: { metrics: EngagementMetrics }) {
  const { t } = useTranslation();
  const tone = metrics.tone_metrics;
  return (
    <Counts
      label={t('workspace.reachouts.pulse')}
      items={(['positive', 'neutral', 'negative'] as const).map((k) => ({
        key: k,
        label: t(`workspace.reachouts.tone.${k}`),
        value: tone[k],
        color: (theme) => theme.palette.tone[k],
      }))}
    />
  );
}

const IMPACT_LEVELS = ['gold', 'silver', 'bronze'] as const;

/**
 * Voyce Impact: the answers' impact categories, with what each means in words beside them,
 * as the AI sorts answers: gold proposes something and says why, silver names a
 * specific issue, bronze is general or venting.
 */
export function Impact({ metrics, explain = 'list' }: { metrics: EngagementMetrics; explain?: 'list' | 'hint' }) {
  const { t } = useTranslation();
  const impact = metrics.impact_analysis;
  const counts = (
    <Counts
      label={t('workspace.reachouts.impact')}
      items={IMPACT_LEVELS.map((k) => ({
        key: k,
        label: t(`workspace.reachouts.impactLevel.${k}`),
        value: impact[k],
        color: (theme) => theme.palette.impact[k],
      }))}
    />
  );
  const meanings = IMPACT_LEVELS.map((k) => t(`workspace.reachouts.impactKey.${k}`));
  // A history card has a narrow column: the meanings on hover and focus of one icon there.
  if (explain === 'hint')
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, minWidth: 0 }}>
        {counts}
        <HoverHint text={meanings.join('\n')} width={260} align="end">
          {(describedBy) => (
            <Box
              component="span"
              role="img"
              tabIndex={0}
              data-testid="impact-key"
              aria-label={t('workspace.reachouts.impactKey.label')}
              aria-describedby={describedBy}
              sx={{ display: 'inline-flex', color: 'text.secondary', cursor: 'help', borderRadius: '50%' }}
            >
              <InfoOutlined sx={{ fontSize: 16 }} />
            </Box>
          )}
        </HoverHint>
      </Box>
    );
  return (
    <Box sx={{ minWidth: 0 }}>
      {counts}
      <Box
        component="ul"
        data-testid="impact-key"
        aria-label={t('workspace.reachouts.impactKey.label')}
        sx={{ listStyle: 'none', m: 0, mt: 0.75, p: 0, fontSize: 12, lineHeight: 1.45, color: 'text.secondary' }}
      >
        {meanings.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </Box>
    </Box>
  );
}
