import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REACHOUT_MESSAGE_MAX, REACHOUT_OBJECTIVE_MAX } from '@voyce/contracts/reachout-rules';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { EnhanceTimeoutError, useGenerateParticipationMessage } from '../../../api/reachouts';
import { canEnhance, type DraftErrors, type WizardDraft } from '../wizard-rules';
import { ChoiceCard } from './choice-card';
import { WizardField } from './wizard-field';

type Props = {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
  errors: DraftErrors;
  organizationId: string;
};

/**
 * Step 1 (spec 2 §4): the message and the objective, AI Enhance, and the choice between the
 * leader's original and the AI's version once there is one.
 */
export function WizardComposeStep({ draft, onChange, errors, organizationId }: Props) {
  const { t } = useTranslation();
  const enhance = useGenerateParticipationMessage();
  const [touched, setTouched] = useState({ message: false });

  const onEnhance = () =>
    enhance.mutate(
      { organizationId, prompt: draft.message, userObjective: draft.objective },
      {
        onSuccess: (ai) => onChange({ ai, selectedVersion: 'ai' }),
        onError: (error) =>
          notify(
            error instanceof EnhanceTimeoutError
              ? t('workspace.wizard.enhanceTimeout')
              : messageOr(error, t('workspace.wizard.enhanceError')),
            {
              variant: 'error',
            },
          ),
      },
    );

  return (
    <Stack spacing={2.5}>
      <WizardField
        label={t('workspace.wizard.message')}
        placeholder={t('workspace.wizard.messagePlaceholder')}
        value={draft.message}
        onChange={(message) => onChange({ message })}
        onBlur={() => setTouched({ message: true })}
        error={touched.message ? errors.message : undefined}
        multiline
        required
        maxLength={REACHOUT_MESSAGE_MAX}
        autoFocus
      />
      <WizardField
        label={t('workspace.wizard.objective')}
        placeholder={t('workspace.wizard.objectivePlaceholder')}
        value={draft.objective}
        onChange={(objective) => onChange({ objective })}
        error={errors.objective}
        multiline
        maxLength={REACHOUT_OBJECTIVE_MAX}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<AutoAwesomeOutlined />}
          onClick={onEnhance}
          disabled={!canEnhance(draft) || enhance.isPending}
        >
          {enhance.isPending ? t('workspace.wizard.enhancing') : t('workspace.wizard.enhance')}
        </Button>
        {!canEnhance(draft) && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('workspace.wizard.enhanceNeeds')}</Typography>}
      </Box>
      {draft.ai && (
        <Box>
          <Typography id="wizard-version" variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('workspace.wizard.chooseVersion')}
          </Typography>
          <Box
            role="radiogroup"
            aria-labelledby="wizard-version"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5 }}
          >
            <ChoiceCard
              selected={draft.selectedVersion === 'original'}
              label={t('workspace.wizard.original')}
              body={draft.message}
              onSelect={() => onChange({ selectedVersion: 'original' })}
            />
            <ChoiceCard
              selected={draft.selectedVersion === 'ai'}
              label={t('workspace.wizard.aiVersion')}
              title={draft.ai.title}
              body={draft.ai.message}
              onSelect={() => onChange({ selectedVersion: 'ai' })}
              // Spec 2 §5: the AI version needs both an AI title and an AI message.
              disabled={!draft.ai.title || !draft.ai.message}
            />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
