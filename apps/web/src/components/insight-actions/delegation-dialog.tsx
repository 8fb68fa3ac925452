import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { PlainTextField } from '../plain-text-field';
import { RecipientPicker, type Recipient } from '../recipient-picker';
import { messageOr } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  delegateEmailsQueryOptions,
  useGenerateDelegationMessage,
  useSendSubmissionToLeadershipTeamMember,
} from '../../api/insights-delegation';
import { leadersQueryOptions } from '../../api/organization-leadership';
import { membersQueryOptions } from '../../api/organization-members';

/** Spec 1 §9: the directory search waits 1500 ms; its spinner stays 500 ms after it ends. */
const SEARCH_DEBOUNCE_MS = 1500;
const LOADING_LINGER_MS = 500;
const NOTE_ROWS = 7;

function useLingering(on: boolean, ms: number): boolean {
  const [shown, setShown] = useState(on);
  useEffect(() => {
    if (on) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return shown;
}

type Props = { open: boolean; onClose: () => void; ids: string[]; organizationId: string; onSent?: () => void };

/**
 * Delegation (spec 1 §2, §5): 'Share N submission(s)' to leadership team members (by id)
 * and anyone else by e-mail, with a note the AI can draft. Send needs a note and a recipient.
 */
export function DelegationDialog({ open, onClose, ids, organizationId, onSent }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [recipients, setRecipients] = useState<Recipient[]>([]);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const leaders = useQuery({ ...leadersQueryOptions(organizationId), enabled: open });
  const members = useQuery({ ...membersQueryOptions(organizationId), enabled: open });
  const directory = useQuery({ ...delegateEmailsQueryOptions(organizationId, search), enabled: open && Boolean(search) });
  const searching = useLingering(Boolean(text.trim()) && (text.trim() !== search || directory.isFetching), LOADING_LINGER_MS);
  const generate = useGenerateDelegationMessage();
  const send = useSendSubmissionToLeadershipTeamMember();

  const leaderIds = useMemo(() => new Set((leaders.data ?? []).map((l) => l.id)), [leaders.data]);
  const options = useMemo<Recipient[]>(
    () => [
      ...(leaders.data ?? []).map((l) => ({ id: l.id, name: l.name, email: l.email, kind: 'leader' as const })),
      ...(members.data ?? []).map((m) => ({ id: m.id, name: m.name, email: m.email, kind: 'member' as const })),
      ...(directory.data ?? []).map((o) => ({
        id: o.id,
        name: o.name,
        email: o.email,
        kind: leaderIds.has(o.id) ? ('leader' as const) : ('email' as const),
      })),
    ],
    [leaders.data, members.data, directory.data, leaderIds],
  );

  const reset = () => {
    setRecipients([]);
    setText('');
    setNote('');
    generate.reset();
  };
  const close = () => {
    if (send.isPending) return;
    onClose();
    reset();
  };

  const onGenerate = () =>
    generate.mutate(
      { organizationId, prompt: note, submissionId: ids[0]! },
      {
        onSuccess: ({ text: drafted }) => setNote(drafted),
        onError: (error) => notify(messageOr(error, t('workspace.delegation.generateError')), { variant: 'error' }),
      },
    );

  const onSend = () => {
    // Spec 1 §5: only non-empty leader ids go as ids; everyone else goes by e-mail.
    const leadershipTeamMemberIds = recipients.filter((r) => r.kind === 'leader' && r.id).map((r) => r.id);
    const emails = recipients.filter((r) => !(r.kind === 'leader' && r.id)).map((r) => r.email.trim());
    send.mutate(
      { organizationId, ids, response: note.trim(), emails, leadershipTeamMemberIds },
      {
        onSuccess: () => {
          notify(t('workspace.delegation.sent'), { variant: 'success' });
          onSent?.();
          onClose();
          reset();
        },
        onError: (error) => notify(messageOr(error, t('workspace.delegation.sendError')), { variant: 'error' }),
      },
    );
  };

  const canSend = note.trim().length > 0 && recipients.length > 0 && !send.isPending && !generate.isPending;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 677, width: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{t('workspace.delegation.title', { count: ids.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('workspace.delegation.text')}</DialogContentText>
        <RecipientPicker
          label={t('workspace.recipients.label')}
          value={recipients}
          onChange={setRecipients}
          options={options}
          inputValue={text}
          onInputChange={setText}
          loading={searching}
          autoFocus
        />
        <PlainTextField
          label={t('workspace.delegation.note')}
          rows={NOTE_ROWS}
          value={note}
          placeholder={t('workspace.delegation.notePlaceholder')}
          onChange={setNote}
          disabled={generate.isPending}
          fullWidth
          sx={{ mt: 2.5 }}
        />
        <Box sx={{ mt: 1.5 }}>
          <Button startIcon={<AutoAwesomeOutlined />} onClick={onGenerate} disabled={generate.isPending || ids.length === 0}>
            {generate.isPending ? t('workspace.delegation.generating') : t('workspace.delegation.generate')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={send.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={onSend} disabled={!canSend}>
          {send.isPending ? t('workspace.delegation.sending') : t('workspace.delegation.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
