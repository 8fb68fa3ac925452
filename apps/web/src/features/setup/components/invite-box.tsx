import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SETTINGS_MSG, parseInviteEmails } from '@voyce/contracts/settings';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useMassInvite } from '../../../api/users';

/**
 * The invite-users box (spec 2 §2, §5): e-mails separated by commas or new lines, trimmed;
 * any invalid entry stops the send and is listed; invited people get role employee.
 */
export function InviteBox() {
  const { t } = useTranslation();
  const id = useId();
  const organizationId = useOrganizationId() ?? '';
  const invite = useMassInvite(organizationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string[]>([]);

  const send = () => {
    const { valid, error: problem } = parseInviteEmails(text);
    setError(problem);
    if (problem) return;
    invite.mutate(valid, {
      onSuccess: ({ invited, alreadyMembers }) => {
        notify(SETTINGS_MSG.inviteSent, { variant: 'success' });
        setSent((s) => [...s, ...invited]);
        setText(alreadyMembers.join('\n'));
        if (alreadyMembers.length) setError(t('setup.invite.alreadyMembers', { list: alreadyMembers.join(', ') }));
      },
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.inviteFailed), { variant: 'error' }),
    });
  };

  return (
    <Box>
      <FormControl fullWidth error={Boolean(error)}>
        <InputLabel htmlFor={id}>{t('setup.invite.label')}</InputLabel>
        <OutlinedInput
          id={id}
          label={t('setup.invite.label')}
          multiline
          rows={4}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-describedby={`${id}-helper`}
        />
        <FormHelperText id={`${id}-helper`} role={error ? 'alert' : undefined} sx={{ minHeight: 20 }}>
          {error ?? t('setup.invite.hint')}
        </FormHelperText>
      </FormControl>
      <Button variant="contained" onClick={send} disabled={invite.isPending || !text.trim()}>
        {t('setup.invite.send')}
      </Button>
      {sent.length > 0 && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('setup.invite.sentTo', { count: sent.length, list: sent.join(', ') })}
        </Alert>
      )}
    </Box>
  );
}
