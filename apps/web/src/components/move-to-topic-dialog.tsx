import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { TOPIC_CORRECTION_MSG, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from '@voyce/contracts/topic-corrections';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n/translate';
import { messageOr } from '../lib/api-error';
import { layout } from '../lib/layout';
import { notify } from '../lib/notify';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { topicsQueryOptions } from '../api/insights-topics';
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
 * "Move to topic" (issue 32): an autocomplete of the organisation's open topics by name, with
 * "New topic" first (named by the leader, or after the insight when left empty).
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
          <Autocomplete<Option>
            options={options}
            value={choice}
            onChange={(_, v) => setChoice(v)}
            inputValue={search}
            onInputChange={(_, v, reason) => reason !== 'reset' && setSearch(v)}
            filterOptions={(o) => o}
            loading={topics.isFetching}
            getOptionLabel={(o) => (o.topicId === null ? t('workspace.corrections.newTopic') : o.topic)}
            isOptionEqualToValue={(a, b) => a.topicId === b.topicId}
            getOptionKey={(o) => o.topicId ?? 'new'}
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={t('workspace.corrections.moveTopic')}
                placeholder={t('workspace.corrections.movePlaceholder')}
              />
            )}
          />
          {choice?.topicId === null && (
            <TextField
              label={t('workspace.corrections.newTopicTitle')}
              value={newTitle}
              onChange={(e) => setNewTitle(e.target.value)}
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
