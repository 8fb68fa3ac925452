// The workspace's strings load with the wizard (i18n/workspace-strings.ts).
import '../../../i18n/workspace-strings';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useOrganizationId } from '../../../lib/organization';
import { reachoutKeys, useReachoutAudience, useSendParticipationMessage, type SentReachout } from '../../../api/reachouts';
import { WizardAudienceStep } from './wizard-audience-step';
import { WizardComposeStep } from './wizard-compose-step';
import { checkDraft, composeErrors, EMPTY_DRAFT, type DraftErrors, type WizardDraft } from '../wizard-rules';
import { isApiError, messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateReachoutDialog } from '../../../lib/create-reachout-param';

type Step = 'compose' | 'audience' | 'sent';

/**
 * Create Reach Out (spec 2 §2-§5): step 1 message and objective with AI Enhance, step 2
 * title, audience and send as, then a confirmation with 'Done'. Closing before it is sent
 * asks 'Are you sure?'. Loaded only when first opened (it is no part of the shell's weight).
 */
export function CreateReachoutDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { open, setOpen } = useCreateReachoutDialog();
  const organizationId = useOrganizationId() ?? '';
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const queryClient = useQueryClient();
  const send = useSendParticipationMessage();
  const [step, setStep] = useState<Step>('compose');
  const [draft, setDraft] = useState<WizardDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [sent, setSent] = useState<SentReachout | null>(null);
  // The server's AUDIENCE_TOO_SMALL, shown by the audience until the departments change.
  const [audienceRefusal, setAudienceRefusal] = useState<string | null>(null);
  // Counted from the first step on, so k and the count are there when step 2 opens.
  const audience = useReachoutAudience(open && step !== 'sent' ? organizationId : '', draft.departmentIds);

  const change = (patch: Partial<WizardDraft>) => {
    if (patch.departmentIds) setAudienceRefusal(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const errors: DraftErrors = step === 'compose' ? composeErrors(organizationId, draft) : checkDraft(organizationId, draft).errors;
  const shownErrors: DraftErrors = tried ? errors : {};

  const reset = () => {
    setStep('compose');
    setDraft(EMPTY_DRAFT);
    setTried(false);
    setSent(null);
    setAudienceRefusal(null);
    send.reset();
  };
  const close = () => {
    setConfirmingClose(false);
    setOpen(false);
    reset();
  };
  // Spec 2 §4: closing asks 'Are you sure?' unless the reach-out was created.
  const requestClose = () => {
    if (send.isPending) return;
    if (step === 'sent') close();
    else setConfirmingClose(true);
  };

  const next = () => {
    if (Object.keys(errors).length > 0) {
      setTried(true);
      return;
    }
    setTried(false);
    // The AI's suggested title starts the title field when its version was chosen.
    if (draft.selectedVersion === 'ai' && draft.ai?.title && !draft.title) change({ title: draft.ai.title });
    setStep('audience');
  };

  const submit = () => {
    const { request } = checkDraft(organizationId, draft);
    if (!request) {
      setTried(true);
      return;
    }
    send.mutate(request, {
      onSuccess: (result) => {
        setSent(result);
        setStep('sent');
      },
      onError: (error) => {
        // Refused for its size (ARCHITECTURE §5): said beside the audience, in the server's
        // words, and counted again; everything written stays.
        if (isApiError(error) && error.code === ERROR_CODES.audienceTooSmall) {
          setAudienceRefusal(messageOr(error, t('workspace.wizard.sendError')));
          void queryClient.invalidateQueries({ queryKey: reachoutKeys.audience(organizationId, draft.departmentIds) });
          return;
        }
        notify(messageOr(error, t('workspace.wizard.sendError')), { variant: 'error' });
      },
    });
  };

  return (
    <>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {t('workspace.wizard.title')}
          {step !== 'sent' && (
            <Typography component="span" sx={{ display: 'block', fontSize: 13, fontWeight: 400, color: 'text.secondary' }}>
              {t('workspace.wizard.stepOf', { step: step === 'compose' ? 1 : 2 })} ·{' '}
              {step === 'compose' ? t('workspace.wizard.step1') : t('workspace.wizard.step2')}
            </Typography>
          )}
          <IconButton aria-label={t('common.close')} onClick={requestClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <Close />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          {step === 'compose' && <WizardComposeStep draft={draft} onChange={change} errors={shownErrors} organizationId={organizationId} />}
          {step === 'audience' && (
            <WizardAudienceStep
              draft={draft}
              onChange={change}
              errors={shownErrors}
              organizationId={organizationId}
              audience={audience}
              audienceRefusal={audienceRefusal}
            />
          )}
          {step === 'sent' && sent && (
            <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
              <CheckCircleOutline aria-hidden sx={{ fontSize: 48, color: 'success.main' }} />
              <Typography variant="h3" component="p" sx={{ mt: 1 }}>
                {t('workspace.wizard.doneTitle')}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mt: 1 }}>
                {t('workspace.wizard.doneText', { count: sent.deliveredCount })}
              </Typography>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
          {step === 'compose' && (
            <Button variant="contained" onClick={next}>
              {t('workspace.wizard.next')}
            </Button>
          )}
          {step === 'audience' && (
            <>
              <Button onClick={() => setStep('compose')} disabled={send.isPending} sx={{ mr: 'auto' }}>
                {t('workspace.wizard.back')}
              </Button>
              {/* Below k the audience says why; Send waits for a larger one. */}
              <Button variant="contained" onClick={submit} disabled={send.isPending || audience.tooSmall}>
                {send.isPending ? t('workspace.wizard.sending') : t('workspace.wizard.send')}
              </Button>
            </>
          )}
          {step === 'sent' && sent && (
            <>
              <Button component={RouterLink} to={`/reachouts/${sent.reachout.id}`} onClick={close}>
                {t('workspace.wizard.viewReachout')}
              </Button>
              <Button variant="contained" onClick={close} autoFocus>
                {t('workspace.wizard.done')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmingClose}
        title={t('workspace.wizard.confirmCloseTitle')}
        text={t('workspace.wizard.confirmCloseText')}
        confirmLabel={t('workspace.wizard.discard')}
        cancelLabel={t('workspace.wizard.keepEditing')}
        destructive
        onConfirm={close}
        onClose={() => setConfirmingClose(false)}
      />
    </>
  );
}
