import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SeverityName, TopicInsightFigures } from '@voyce/contracts/insights';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { PRIORITY_ORDER, priorityColor } from '../../../components/priority-chip';
import { visuallyHidden } from '../../../components/visually-hidden';
import { anonymousDateTimeAttr, formatAnonymousDate } from '../../../lib/anonymous-date';

/** Highest first: what a leader reads first. */
const PRIORITIES: SeverityName[] = [...PRIORITY_ORDER].reverse();
const TONES = ['positive', 'neutral', 'negative'] as const;

type Part = { key: string; label: string; value: number; color: (theme: Theme) => string };

/** One split of the topic's insights: a bar of proportional parts (decoration) and the words with their counts. */
function Breakdown({ title, listLabel, parts, area }: { title: string; listLabel: string; parts: Part[]; area: string }) {
  const sum = parts.reduce((n, p) => n + p.value, 0);
  return (
    <Box sx={{ gridArea: area, minWidth: 0 }}>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 0.75 }}>{title}</Typography>
      <Box aria-hidden sx={{ display: 'flex', height: 8, borderRadius: '4px', overflow: 'hidden', bgcolor: 'divider', mb: 1 }}>
        {sum > 0 &&
          parts
            .filter((p) => p.value > 0)
            .map((p) => <Box key={p.key} sx={(theme) => ({ flexGrow: p.value, flexBasis: 0, bgcolor: p.color(theme) })} />)}
      </Box>
      <Box
        component="ul"
        aria-label={listLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
      >
        {parts.map((p) => (
          <Box
            component="li"
            key={p.key}
            data-testid={`topic-figure-${p.key}`}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 13, whiteSpace: 'nowrap' }}
          >
            <Box component="span" aria-hidden sx={(theme) => ({ width: 8, height: 8, borderRadius: '50%', bgcolor: p.color(theme) })} />
            <span>
              {p.label} <strong>{p.value}</strong>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{label}</Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A day of anonymous content ('Today', 'Mar 4, 2026'), or a dash when there is none. */
function Day({ at }: { at: string | null }) {
  if (!at) return <span>–</span>;
  return <time dateTime={anonymousDateTimeAttr(at)}>{formatAnonymousDate(at)}</time>;
}

/**
 * The top of a topic's Overview: how many insights, split by priority and by tone,
 * and the days of the first and latest. The server counts them (only insights leaders may
 * read); the colours are DESIGN.md's and every colour has its word beside it.
 */
export function TopicFigures({ figures }: { figures: TopicInsightFigures }) {
  const { t } = useTranslation();
  const headingId = useId();
  const priorities: Part[] = PRIORITIES.map((name) => ({
    key: `priority-${name.toLowerCase()}`,
    label: t(`workspace.priority.${name}`),
    value: figures.byPriority[name],
    color: (theme) => priorityColor(theme, name),
  }));
  const tones: Part[] = TONES.map((k) => ({
    key: `tone-${k}`,
    label: t(`workspace.topic.tone.${k}`),
    value: figures.byTone[k],
    color: (theme) => theme.palette.tone[k],
  }));

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="topic-figures"
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: '10px',
        bgcolor: 'background.default',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) minmax(0, 1fr)',
          md: 'minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 1fr)',
          xl: 'auto minmax(0, 1.4fr) minmax(0, 1fr) auto',
        },
        gridTemplateAreas: {
          xs: '"total dates" "priority priority" "tone tone"',
          md: '"total priority tone" "dates priority tone"',
          xl: '"total priority tone dates"',
        },
      }}
    >
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t('workspace.topic.figures')}
      </Typography>
      <Box sx={{ gridArea: 'total', minWidth: 0 }}>
        <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{t('workspace.topic.insights')}</Typography>
        <Typography data-testid="topic-figure-total" sx={{ fontSize: 30, fontWeight: 700, lineHeight: 1.2 }}>
          {figures.total}
        </Typography>
      </Box>
      <Breakdown
        area="priority"
        title={t('workspace.topic.byPriority')}
        listLabel={t('workspace.topic.byPriorityLabel')}
        parts={priorities}
      />
      <Breakdown area="tone" title={t('workspace.topic.byTone')} listLabel={t('workspace.topic.byToneLabel')} parts={tones} />
      <Box sx={{ gridArea: 'dates', display: 'grid', gap: 1, minWidth: 0 }}>
        <Fact label={t('workspace.topic.firstInsight')}>
          <Day at={figures.firstInsightAt} />
        </Fact>
        <Fact label={t('workspace.topic.latestInsight')}>
          <Day at={figures.lastInsightAt} />
        </Fact>
      </Box>
    </Box>
  );
}
