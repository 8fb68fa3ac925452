import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { EMERGENCY_TYPES, type EmergencyType } from '@voyce/contracts/ai';
import { ALERT_PHRASE_MSG, ALERT_PHRASES_MAX, alertPhraseTaken, zAlertPhraseForm, type AlertPhrase } from '@voyce/contracts/alert-phrases';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../i18n/translate';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { alertPhrasesQueryOptions, useCreateAlertPhrase, useDeleteAlertPhrase } from '../../../api/organization-alert-phrases';

const resolver = zodResolver(zAlertPhraseForm);
type FormInput = z.input<typeof zAlertPhraseForm>;
type FormOutput = z.output<typeof zAlertPhraseForm>;

/**
 * Alert phrases: an admin's words or phrases that always raise an insight as a
 * possible emergency of a chosen kind ("please review"). Added one at a time, removed after a
 * confirmation; the AI applies them from the next insight it reads.
 */
export function AlertPhrasesSection() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const phrases = useQuery(alertPhrasesQueryOptions(organizationId));
  const create = useCreateAlertPhrase(organizationId);
  const remove = useDeleteAlertPhrase(organizationId);
  // The phrase being removed stays named while the dialog fades out.
  const [removing, setRemoving] = useState<AlertPhrase | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { phrase: '', kind: '' as EmergencyType },
  });
  const kindName = (k: EmergencyType) => t(`workspace.flags.kind.${k}`);

  const onSubmit = form.handleSubmit((values) => {
    if (alertPhraseTaken(values.phrase, phrases.data ?? [])) {
      form.setError('phrase', { message: ALERT_PHRASE_MSG.duplicate }, { shouldFocus: true });
      return;
    }
    create.mutate(values, {
      onSuccess: () => {
        notify(ALERT_PHRASE_MSG.added, { variant: 'success' });
        form.reset({ phrase: '', kind: values.kind });
        form.setFocus('phrase');
      },
      onError: (e) => {
        // A duplicate or a full list is about the phrase: said beside it.
        if (isApiError(e) && e.status === 409)
          form.setError('phrase', { message: messageOr(e, ALERT_PHRASE_MSG.addError) }, { shouldFocus: true });
        else notify(messageOr(e, ALERT_PHRASE_MSG.addError), { variant: 'error' });
      },
    });
  });

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        notify(ALERT_PHRASE_MSG.removed, { variant: 'success' });
        setConfirming(false);
        // The button that opened the dialog is gone with its row: the add field takes the focus.
        requestAnimationFrame(() => form.setFocus('phrase'));
      },
      onError: (e) => notify(messageOr(e, ALERT_PHRASE_MSG.removeError), { variant: 'error' }),
    });
  };

  const list = phrases.data ?? [];
  let body;
  if (phrases.isPending) body = <Skeleton variant="rounded" height={96} aria-label={t('settings.common.loading')} />;
  else if (phrases.isError)
    body = (
      <LoadErrorAlert
        message={messageOr(phrases.error, ALERT_PHRASE_MSG.findError)}
        onRetry={() => void phrases.refetch()}
        retrying={phrases.isFetching}
      />
    );
  else if (list.length === 0) body = <EmptyState text={t('settings.ai.alerts.empty')} />;
  else
    body = (
      <Box component="ul" aria-label={t('settings.ai.alerts.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((p) => (
          <Box
            component="li"
            key={p.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
          >
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>{p.phrase}</Typography>
            <Chip size="small" color="warning" variant="outlined" label={kindName(p.kind)} />
            <IconButton
              aria-label={t('settings.ai.alerts.remove', { phrase: p.phrase })}
              onClick={() => {
                setRemoving(p);
                setConfirming(true);
              }}
              sx={{ color: 'text.secondary' }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
    );

  return (
    <SectionCard
      title={t('settings.ai.alerts.title')}
      actions={
        phrases.isSuccess && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {t('settings.ai.alerts.count', { count: list.length, max: ALERT_PHRASES_MAX })}
          </Typography>
        )
      }
    >
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.alerts.hint')}</Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 200px auto' },
          columnGap: 2,
          // On phones the hint under the phrase may wrap: room for it above the next label.
          rowGap: { xs: 1.5, md: 0 },
          alignItems: 'start',
          mb: 1,
        }}
      >
        <FormTextField
          control={form.control}
          name="phrase"
          label={t('settings.ai.alerts.phrase')}
          helperText={t('settings.ai.alerts.phraseHint')}
        />
        <FormSelectField
          control={form.control}
          name="kind"
          label={t('settings.ai.alerts.kind')}
          emptyLabel={t('settings.common.select')}
          options={EMERGENCY_TYPES.map((k) => ({ value: k, label: kindName(k) }))}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          sx={{ mt: { md: 1 }, justifySelf: { xs: 'start', md: 'auto' } }}
        >
          {t('settings.ai.alerts.add')}
        </Button>
      </Box>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('settings.ai.alerts.confirmTitle')}
        text={removing ? t('settings.ai.alerts.confirmText', { phrase: removing.phrase, kind: kindName(removing.kind).toLowerCase() }) : ''}
        confirmLabel={t('settings.ai.alerts.confirm')}
        cancelLabel={t('settings.ai.alerts.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
