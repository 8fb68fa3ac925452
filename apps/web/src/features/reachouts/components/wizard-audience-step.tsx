import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { REACHOUT_TITLE_MAX, SEND_AS } from '@voyce/contracts/reachout-rules';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import type { AudienceState } from '../../../api/reachouts';
import { departmentsQueryOptions } from '../../../api/organization-structure';
import type { DraftErrors, WizardDraft } from '../wizard-rules';
import { AudienceSize } from './audience-size';
import { ChoiceCard } from './choice-card';
import { WizardField } from './wizard-field';
import { WizardTranslations } from './wizard-translations';

type Props = {
  draft: WizardDraft;
  onChange: (patch: Partial<WizardDraft>) => void;
  /** Shown once the leader tried to send, or touched the field. */
  errors: DraftErrors;
  organizationId: string;
  /** How many people the ticked departments hold, against the organisation's k. */
  audience: AudienceState;
  /** The server's refusal of this audience (AUDIENCE_TOO_SMALL), until the choice changes. */
  audienceRefusal: string | null;
};

function Legend({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
      {children}
    </Typography>
  );
}

/**
 * Step 2 (spec 2 §4): the title, the audience departments (at least one, and at least k people
 * in all, ARCHITECTURE §5) and who it is sent as.
 */
export function WizardAudienceStep({ draft, onChange, errors, organizationId, audience, audienceRefusal }: Props) {
  const { t } = useTranslation();
  const departments = useQuery(departmentsQueryOptions(organizationId));
  const toggle = (id: string) =>
    onChange({
      departmentIds: draft.departmentIds.includes(id) ? draft.departmentIds.filter((d) => d !== id) : [...draft.departmentIds, id],
    });

  let list;
  if (departments.isPending) list = <Skeleton variant="rounded" height={120} />;
  else if (departments.isError)
    list = (
      <LoadErrorAlert
        message={messageOr(departments.error, t('workspace.wizard.departmentsError'))}
        onRetry={() => void departments.refetch()}
        retrying={departments.isFetching}
      />
    );
  else if (departments.data.length === 0)
    list = <Typography sx={{ color: 'text.secondary' }}>{t('workspace.wizard.noDepartments')}</Typography>;
  else
    list = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 2,
          maxHeight: 240,
          overflowY: 'auto',
          border: 1,
          borderColor: errors.departmentIds || audience.tooSmall || audienceRefusal ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 0.5,
        }}
      >
        {departments.data.map((d) => (
          <FormControlLabel
            key={d.id}
            control={<Checkbox size="small" checked={draft.departmentIds.includes(d.id)} onChange={() => toggle(d.id)} />}
            label={d.name}
            sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { fontSize: 14, overflowWrap: 'anywhere' } }}
          />
        ))}
      </Box>
    );

  return (
    <Stack spacing={3}>
      <WizardField
        label={t('workspace.wizard.titleLabel')}
        helperText={t('workspace.wizard.titleHelp')}
        value={draft.title}
        onChange={(title) => onChange({ title })}
        error={errors.title}
        maxLength={REACHOUT_TITLE_MAX}
        autoFocus
      />
      <WizardTranslations
        translations={draft.translations}
        onChange={(translations) => onChange({ translations })}
        errors={errors.translations}
      />
      <FormControl component="fieldset" error={Boolean(errors.departmentIds)} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Legend id="wizard-audience">{t('workspace.wizard.audience')}</Legend>
        <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('workspace.wizard.audienceHelp')}</Typography>
        {list}
        {errors.departmentIds && <FormHelperText>{errors.departmentIds}</FormHelperText>}
        <AudienceSize audience={audience} refusal={audienceRefusal} />
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.sendAs)} sx={{ border: 0, m: 0, p: 0 }}>
        <Legend id="wizard-send-as">{t('workspace.wizard.sendAs')}</Legend>
        <Box
          role="radiogroup"
          aria-labelledby="wizard-send-as"
          aria-required
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mt: 0.5 }}
        >
          {SEND_AS.map((value) => (
            <ChoiceCard
              key={value}
              selected={draft.sendAs === value}
              label={t(`workspace.wizard.${value}`)}
              body={t(`workspace.wizard.${value}Help`)}
              onSelect={() => onChange({ sendAs: value })}
            />
          ))}
        </Box>
        {errors.sendAs && <FormHelperText>{errors.sendAs}</FormHelperText>}
      </FormControl>
    </Stack>
  );
}
