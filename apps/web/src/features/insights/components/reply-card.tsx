import { DIRECTIONAL } from '../../../i18n/language';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { lessThanChars } from '@voyce/contracts/messages';
import { REPLY_MAX_LENGTH } from '@voyce/contracts/insight-rules';
import type { Submission } from '@voyce/contracts/insights';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlainTextField } from '../../../components/plain-text-field';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useGenerateSubmissionResponse, useReplySubmission } from '../../../api/insights-triage';

/** Spec 1 §9: message fields 4 rows, the AI prompt 6. */
const MESSAGE_ROWS = 4;
const PROMPT_ROWS = 6;

/**
 * The reply card (spec 1 §2, §4, §5): an editor, an AI draft, 'Please confirm reply', then
 * 'Reply Sent'. Send is disabled while blank, while a draft is generated, while sending and
 * after success; reply-all wording when several insights are selected.
 */
export function ReplyCard({ items, organizationId }: { items: Submission[]; organizationId: string }) {
  const { t } = useTranslation();
  const messageId = useId();
  const promptId = useId();
  const errorId = useId();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [showAi, setShowAi] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  const draft = useGenerateSubmissionResponse();
  const reply = useReplySubmission();
  const many = items.length > 1;
  const ids = items.map((s) => s.id);
  const blank = message.trim().length === 0;
  const tooLong = message.length > REPLY_MAX_LENGTH;
  const error = touched && blank ? t('workspace.detail.messageRequired') : tooLong ? lessThanChars(REPLY_MAX_LENGTH) : null;

  const onGenerate = () =>
    draft.mutate(
      { organizationId, submissionIds: ids, ...(prompt.trim() ? { prompt: prompt.trim() } : {}) },
      {
        onSuccess: ({ text }) => {
          setMessage(text);
          setSent(false);
        },
        onError: (e) => notify(messageOr(e, t('workspace.detail.draftError')), { variant: 'error' }),
      },
    );

  const onSend = () =>
    reply.mutate(
      { organizationId, ids, response: message.trim() },
      {
        onSuccess: () => {
          setConfirming(false);
          setMessage('');
          setPrompt('');
          setTouched(false);
          setSent(true);
          notify(t('workspace.detail.replySent'), { variant: 'success' });
        },
        onError: (e) => {
          setConfirming(false);
          notify(messageOr(e, t('workspace.detail.replyError')), { variant: 'error' });
        },
      },
    );

  const sendLabel = sent
    ? t('workspace.detail.replySent')
    : reply.isPending
      ? t('workspace.detail.sending')
      : many
        ? t('workspace.detail.sendAll')
        : t('workspace.detail.send');

  return (
    <SectionCard title={many ? t('workspace.detail.replyAll') : t('workspace.detail.reply')}>
      <FormControl fullWidth error={Boolean(error)}>
        <InputLabel htmlFor={messageId}>
          {many ? t('workspace.detail.replyAllLabel', { count: items.length }) : t('workspace.detail.replyLabel')}
        </InputLabel>
        <OutlinedInput
          id={messageId}
          label={many ? t('workspace.detail.replyAllLabel', { count: items.length }) : t('workspace.detail.replyLabel')}
          multiline
          minRows={MESSAGE_ROWS}
          maxRows={16}
          value={message}
          placeholder={t('workspace.detail.replyPlaceholder')}
          disabled={draft.isPending}
          onChange={(e) => {
            setMessage(e.target.value);
            setSent(false);
          }}
          onBlur={() => setTouched(true)}
          aria-describedby={error ? errorId : undefined}
        />
        <FormHelperText id={errorId} sx={{ minHeight: 20 }}>
          {error}
        </FormHelperText>
      </FormControl>

      {showAi && (
        <Box sx={{ mt: 1 }}>
          <PlainTextField
            id={promptId}
            label={t('workspace.detail.aiPrompt')}
            rows={PROMPT_ROWS}
            value={prompt}
            placeholder={t('workspace.detail.aiPromptPlaceholder')}
            onChange={setPrompt}
            fullWidth
          />
        </Box>
      )}

      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
        <Button startIcon={<AutoAwesomeOutlined />} onClick={onGenerate} disabled={draft.isPending || reply.isPending}>
          {draft.isPending ? t('workspace.detail.generating') : t('workspace.detail.generateDraft')}
        </Button>
        <Button size="small" onClick={() => setShowAi((v) => !v)} aria-expanded={showAi} aria-controls={promptId}>
          {showAi ? t('workspace.detail.hideInstructions') : t('workspace.detail.addInstructions')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<SendOutlined className={DIRECTIONAL} />}
          disabled={blank || tooLong || draft.isPending || reply.isPending || sent}
          onClick={() => setConfirming(true)}
        >
          {sendLabel}
        </Button>
      </Box>

      <ConfirmDialog
        open={confirming}
        title={t('workspace.detail.confirmTitle')}
        text={many ? t('workspace.detail.confirmTextAll', { count: items.length }) : t('workspace.detail.confirmText')}
        confirmLabel={t('workspace.detail.confirmSend')}
        cancelLabel={t('common.cancel')}
        busy={reply.isPending}
        onConfirm={onSend}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
