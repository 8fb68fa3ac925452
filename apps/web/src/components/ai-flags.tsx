import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { EMERGENCY_TYPES, type EmergencyType } from '@voyce/contracts/emergency-types';
import type { Submission } from '@voyce/contracts/insights';
import { useTranslation } from '../i18n/translate';

const KINDS = new Set<EmergencyType>(EMERGENCY_TYPES);

/**
 * What the assistant raised on an insight: an emergency kind it is sure of (red), one it thinks
 * possible (amber, "please review": a person decides), and text it could not read because it is
 * not English. Words always, never colour alone (DESIGN.md). When one of the organisation's
 * alert phrases raised a kind, the phrase is named beside it.
 */
export function AiFlags({
  submission,
}: {
  submission: Pick<Submission, 'emergencyTypes' | 'possibleEmergencyTypes' | 'language' | 'alertPhraseMatches'>;
}) {
  const { t } = useTranslation();
  const kind = (k: string) => (KINDS.has(k as EmergencyType) ? t(`workspace.flags.kind.${k as EmergencyType}`) : k);
  return (
    <>
      {submission.emergencyTypes.map((k) => (
        <Chip key={k} size="small" color="error" variant="outlined" label={kind(k)} />
      ))}
      {(submission.possibleEmergencyTypes ?? [])
        .filter((k) => !submission.emergencyTypes.includes(k))
        .map((k) => (
          <Chip key={`p-${k}`} size="small" color="warning" variant="outlined" label={t('workspace.flags.possible', { kind: kind(k) })} />
        ))}
      {/* Which of the organisation's own alert phrases raised it, so the leader knows why. */}
      {(submission.alertPhraseMatches ?? []).map((m) => (
        <Typography key={`a-${m.phrase}`} component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {kind(m.kind)}: {t('workspace.flags.alertPhrase', { phrase: m.phrase })}
        </Typography>
      ))}
      {submission.language && submission.language !== 'en' && (
        <Chip size="small" color="info" variant="outlined" label={t('workspace.flags.notEnglish')} />
      )}
    </>
  );
}
