import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from '@voyce/contracts/topic-title-rules';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRenameTopic } from '../../../api/insights-topic-corrections';
import { PlainTextField } from '../../../components/plain-text-field';

/**
 * The topic's title with an edit icon beside it: the icon turns the title into a
 * field; Enter saves, Escape (or leaving an unchanged field) cancels, and focus returns to the icon.
 */
export function TopicTitleEditor({ topicId, title, organizationId }: { topicId: string; title: string; organizationId: string }) {
  const { t } = useTranslation();
  const rename = useRenameTopic();
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const trimmed = draft?.trim() ?? '';
  const invalid = draft !== null && (trimmed.length < TOPIC_TITLE_MIN || trimmed.length > TOPIC_TITLE_MAX);

  const close = () => {
    setDraft(null);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const save = () => {
    if (draft === null || invalid) return;
    if (trimmed === title) return close();
    rename.mutate(
      { topicId, title: trimmed, organizationId },
      {
        onSuccess: () => {
          notify(t('workspace.corrections.renamed'), { variant: 'success' });
          close();
        },
        onError: (error) => notify(messageOr(error, t('workspace.corrections.renameError')), { variant: 'error' }),
      },
    );
  };

  if (draft !== null) {
    return (
      <PlainTextField
        autoFocus
        fullWidth
        label={t('workspace.corrections.titleLabel')}
        value={draft}
        onChange={setDraft}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            close();
          }
        }}
        disabled={rename.isPending}
        error={invalid}
        helperText={
          invalid
            ? trimmed.length < TOPIC_TITLE_MIN
              ? TOPIC_CORRECTION_MSG.titleTooShort
              : TOPIC_CORRECTION_MSG.titleTooLong
            : t('workspace.corrections.titleHint')
        }
        maxLength={TOPIC_TITLE_MAX + 20}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <IconButton
        ref={editButton}
        aria-label={t('workspace.corrections.rename')}
        onClick={() => setDraft(title)}
        size="small"
        sx={{ mt: 0.25 }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
    </Box>
  );
}
