import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/translate';
import { isApiError, messageOr } from '../lib/api-error';
import { notify } from '../lib/notify';
import { leadersQueryOptions } from '../api/organization-leadership';
import { useShareDetails, type ShareType } from '../api/insights-delegation';
import { membersQueryOptions } from '../api/organization-members';
import { RecipientPicker, type Recipient } from './recipient-picker';

type Props = {
  type: ShareType;
  /** The topic's topicId or the reach-out's id; empty when unknown. */
  id: string;
  /** The topic's or reach-out's title, named in the confirmation. */
  name: string;
  organizationId: string;
  open: boolean;
  onClose: () => void;
};

/**
 * Share a topic or a reach-out (spec 1 §2 'Share dialog'): choose recipients, confirm, send.
 * Reports the whole success, the addresses that failed, or the failure (spec 1 §8 'Share'),
 * in the words of the kind of thing shared.
 */
export function ShareDialog({ type, id, name, organizationId, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<'recipients' | 'confirm'>('recipients');
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [text, setText] = useState('');
  // SHARE_LEADERS_ONLY: said above the recipients, in the contract's words, until they change.
  const [refused, setRefused] = useState(false);
  const leaders = useQuery({ ...leadersQueryOptions(organizationId), enabled: open });
  const members = useQuery({ ...membersQueryOptions(organizationId), enabled: open });
  const share = useShareDetails();

  // Shares go to the organisation's leaders only (the server refuses anyone else): members who
  // are not employees, and leadership team members who are such a member.
  const options = useMemo<Recipient[]>(() => {
    const leaderMembers = (members.data ?? []).filter((m) => m.role !== 'employee');
    const leaderEmails = new Set(leaderMembers.map((m) => m.email.trim().toLowerCase()));
    return [
      ...(leaders.data ?? [])
        .filter((l) => leaderEmails.has(l.email.trim().toLowerCase()))
        .map((l) => ({ id: l.id, name: l.name, email: l.email, kind: 'leader' as const })),
      ...leaderMembers.map((m) => ({ id: m.id, name: m.name, email: m.email, kind: 'member' as const })),
    ];
  }, [leaders.data, members.data]);
  // Spec 1 §5: recipients without an e-mail are dropped.
  const emails = recipients.map((r) => r.email.trim()).filter(Boolean);

  const close = () => {
    if (share.isPending) return;
    onClose();
    setStep('recipients');
    setRecipients([]);
    setText('');
    setRefused(false);
  };

  const send = () => {
    if (!id || !organizationId) {
      notify(t(`workspace.share.${type}.missing`), { variant: 'error' });
      return;
    }
    share.mutate(
      { type, id, organizationId, emails },
      {
        onSuccess: ({ sentCount, failedEmails }) => {
          if (sentCount > 0) notify(t(`workspace.share.${type}.success`, { count: sentCount }), { variant: 'success' });
          if (failedEmails.length > 0) notify(t('workspace.share.partial', { emails: failedEmails.join(', ') }), { variant: 'warning' });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === ERROR_CODES.shareLeadersOnly) {
            // Back to the recipients, all kept, with the rule above them.
            setRefused(true);
            setStep('recipients');
            return;
          }
          notify(t(`workspace.share.${type}.failure`, { message: messageOr(error, t('errors.genericError')) }), { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {step === 'recipients' ? t(`workspace.share.${type}.title`) : t('workspace.share.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        {step === 'recipients' ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t(`workspace.share.${type}.recipientsText`)}</DialogContentText>
            {refused && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('workspace.share.leadersOnly')}
              </Alert>
            )}
            <RecipientPicker
              label={t('workspace.share.recipients')}
              value={recipients}
              onChange={(next) => {
                setRefused(false);
                setRecipients(next);
              }}
              options={options}
              inputValue={text}
              onInputChange={setText}
              loading={leaders.isFetching || members.isFetching}
              autoFocus
            />
          </>
        ) : (
          <>
            <DialogContentText>{t('workspace.share.confirmText', { count: emails.length, name })}</DialogContentText>
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
              {emails.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {step === 'recipients' ? (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button variant="contained" disabled={emails.length === 0} onClick={() => setStep('confirm')}>
              {t('workspace.share.next')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setStep('recipients')} disabled={share.isPending}>
              {t('common.back')}
            </Button>
            <Button variant="contained" disabled={emails.length === 0 || share.isPending} onClick={send}>
              {share.isPending ? t('workspace.share.sending') : t('workspace.share.send')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
