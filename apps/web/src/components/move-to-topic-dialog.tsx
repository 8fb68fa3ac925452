import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from '@voyce/contracts/topic-title-rules';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/translate';
import { messageOr } from '../lib/api-error';
import { layout } from '../lib/layout';
import { notify } from '../lib/notify';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { topicsQueryOptions } from '../api/insights-topics';
import { PlainTextField } from './plain-text-field';
import { useMoveSubmission } from '../api/insights-topic-corrections';

type Option = { topicId: string; topic: string } | { topicId: null; topic: string };
const NEW_TOPIC: Option = { topicId: null, topic: '' };

type Props = {
  open: boolean;
  onClose: () => void;
  submissionId: string;
  /** The insight's current topic: not offered. */
  topicId: string | null;
  organizationId: string;
  onMoved?: (topicId: string) => void;
};

/**
 * "Move to topic": a search of the organisation's open topics by name and a native
 * list of the matches, with "New topic" first (named by the leader, or after the insight when
 * left empty). Native, not MUI's Autocomplete: its Popper and TextField cost ~25 KB gzip of the
 * app's budget (ARCHITECTURE §8); a native select is keyboard- and screen-reader-ready.
 */
export function MoveToTopicDialog({ open, onClose, submissionId, topicId, organizationId, onMoved }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const move = useMoveSubmission();
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Option | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const topics = useQuery({
    ...topicsQueryOptions({ filter: { organizationId, status: 'open', ...(query ? { topic: query } : {}) }, page: 1, pageSize: 20 }),
    enabled: open && Boolean(organizationId),
  });
  const options: Option[] = [
    NEW_TOPIC,
    ...(topics.data?.entities ?? []).filter((e) => e.topicId !== topicId).map((e) => ({ topicId: e.topicId, topic: e.topic })),
  ];
  const title = newTitle.trim();
  const titleInvalid = choice?.topicId === null && title.length > 0 && (title.length < TOPIC_TITLE_MIN || title.length > TOPIC_TITLE_MAX);

  const reset = () => {
    setChoice(null);
    setSearch('');
    setNewTitle('');
    onClose();
  };
  const submit = () => {
    if (!choice || titleInvalid) return;
    const destination = choice.topicId ? { topicId: choice.topicId } : title ? { newTopicTitle: title } : { newTopic: true };
    move.mutate(
      { organizationId, submissionId, ...destination },
      {
        onSuccess: (answer) => {
          notify(t('workspace.corrections.moved', { topic: answer.topicTitle }), { variant: 'success' });
          onMoved?.(answer.topicId);
          reset();
        },
        onError: (error) => notify(messageOr(error, t('workspace.corrections.moveError')), { variant: 'error' }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={move.isPending ? undefined : reset}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: layout.confirmDialogWidth, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{t('workspace.corrections.moveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('workspace.corrections.moveText')}</DialogContentText>
        <Stack spacing={2}>
          <PlainTextField autoFocus label={t('workspace.corrections.movePlaceholder')} value={search} onChange={setSearch} />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Box component="label" htmlFor={`${titleId}-topic`} sx={{ typography: 'body2', color: 'text.secondary' }}>
              {t('workspace.corrections.moveTopic')}
            </Box>
            <Box
              component="select"
              id={`${titleId}-topic`}
              value={choice === null ? '' : (choice.topicId ?? 'new')}
              onChange={(e: React.ChangeEvent<HTMLSelectElement>) => {
                const v = e.target.value;
                setChoice(v === '' ? null : (options.find((o) => (o.topicId ?? 'new') === v) ?? null));
              }}
              sx={{
                p: 1.25,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                font: 'inherit',
                bgcolor: 'background.paper',
              }}
            >
              <option value="">{topics.isFetching ? '…' : ''}</option>
              {options.map((o) => (
                <option key={o.topicId ?? 'new'} value={o.topicId ?? 'new'}>
                  {o.topicId === null ? t('workspace.corrections.newTopic') : o.topic}
                </option>
              ))}
            </Box>
          </Box>
          {choice?.topicId === null && (
            <PlainTextField
              label={t('workspace.corrections.newTopicTitle')}
              value={newTitle}
              onChange={setNewTitle}
              error={titleInvalid}
              helperText={
                titleInvalid
                  ? title.length < TOPIC_TITLE_MIN
                    ? TOPIC_CORRECTION_MSG.titleTooShort
                    : TOPIC_CORRECTION_MSG.titleTooLong
                  : t('workspace.corrections.newTopicHint')
              }
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={reset} disabled={move.isPending}>
          {t('workspace.corrections.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!choice || titleInvalid || move.isPending}>
          {t('workspace.corrections.moveAction')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
