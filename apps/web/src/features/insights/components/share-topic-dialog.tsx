import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionGroup } from '@voyce/contracts/submissions';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipientPicker, type Recipient } from '../../../components/recipient-picker';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { leadersQueryOptions } from '../api/find-leadership-team-members';
import { membersQueryOptions } from '../api/find-organization-members';
import { useShareDetails } from '../api/share-details';

type Props = { topic: SubmissionGroup; organizationId: string; open: boolean; onClose: () => void };

/**
 * Share a topic (spec 1 §2 'Share dialog'): choose recipients, confirm, send. Reports the
 * whole success, the addresses that failed, or the failure (spec 1 §8 'Share').
 */
export function ShareTopicDialog({ topic, organizationId, open, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [step, setStep] = useState<'recipients' | 'confirm'>('recipients');
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [text, setText] = useState('');
  const leaders = useQuery({ ...leadersQueryOptions(organizationId), enabled: open });
  const members = useQuery({ ...membersQueryOptions(organizationId), enabled: open });
  const share = useShareDetails();

  const options = useMemo<Recipient[]>(
    () => [
      ...(leaders.data ?? []).map((l) => ({ id: l.id, name: l.name, email: l.email, kind: 'leader' as const })),
      ...(members.data ?? []).map((m) => ({ id: m.id, name: m.name, email: m.email, kind: 'member' as const })),
    ],
    [leaders.data, members.data],
  );
  // Spec 1 §5: recipients without an e-mail are dropped.
  const emails = recipients.map((r) => r.email.trim()).filter(Boolean);

  const close = () => {
    if (share.isPending) return;
    onClose();
    setStep('recipients');
    setRecipients([]);
    setText('');
  };

  const send = () => {
    if (!topic.topicId || !organizationId) {
      notify(t('workspace.share.missing'), { variant: 'error' });
      return;
    }
    share.mutate(
      { type: 'topic', id: topic.topicId, organizationId, emails },
      {
        onSuccess: ({ sentCount, failedEmails }) => {
          if (sentCount > 0) notify(t('workspace.share.success', { count: sentCount }), { variant: 'success' });
          if (failedEmails.length > 0) notify(t('workspace.share.partial', { emails: failedEmails.join(', ') }), { variant: 'warning' });
          close();
        },
        onError: (error) =>
          notify(t('workspace.share.failure', { message: messageOr(error, t('errors.genericError')) }), { variant: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{step === 'recipients' ? t('workspace.share.title') : t('workspace.share.confirmTitle')}</DialogTitle>
      <DialogContent>
        {step === 'recipients' ? (
          <>
            <DialogContentText sx={{ mb: 2 }}>{t('workspace.share.recipientsText')}</DialogContentText>
            <RecipientPicker
              label={t('workspace.share.recipients')}
              value={recipients}
              onChange={setRecipients}
              options={options}
              inputValue={text}
              onInputChange={setText}
              loading={leaders.isFetching || members.isFetching}
              autoFocus
            />
          </>
        ) : (
          <>
            <DialogContentText>{t('workspace.share.confirmText', { count: emails.length, name: topic.topic })}</DialogContentText>
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
