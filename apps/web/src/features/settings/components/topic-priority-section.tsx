import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_MSG, type PhrasePolarity } from '@voyce/contracts/settings';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { SectionCard } from '../../../components/section-card';
import { WordList } from '../../../components/word-list';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { phrasesQueryOptions, useReplacePhrases, type PhraseInput } from '../../../api/organization';

/**
 * Higher/Lower Topic Priority (spec 2 §2, §5): two word lists (positive: higher priority,
 * negative: lower). Each change replaces the organisation's phrases, optimistically.
 */
export function TopicPrioritySection() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const phrases = useQuery(phrasesQueryOptions(organizationId));
  const replace = useReplacePhrases(organizationId);

  const all: PhraseInput[] = (phrases.data ?? []).map((p) => ({ name: p.name, polarity: p.polarity }));
  const save = (next: PhraseInput[]) =>
    replace.mutate(next, {
      onSuccess: () => notify(SETTINGS_MSG.phrasesSaved, { variant: 'success' }),
      onError: (e) => notify(messageOr(e, SETTINGS_MSG.replacePhrasesError), { variant: 'error' }),
    });
  const list = (polarity: PhrasePolarity) => (
    <WordList
      label={t(polarity === 'positive' ? 'settings.ai.higherPriority' : 'settings.ai.lowerPriority')}
      words={all.filter((p) => p.polarity === polarity).map((p) => p.name)}
      // Spec 2 §5: a word may appear once across both lists, ignoring case.
      existing={all.map((p) => p.name)}
      onAdd={(name) => save([...all, { name, polarity }])}
      onRemove={(name) => save(all.filter((p) => !(p.polarity === polarity && p.name === name)))}
    />
  );

  let body;
  if (phrases.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (phrases.isError)
    body = (
      <LoadErrorAlert
        message={messageOr(phrases.error, SETTINGS_MSG.findPhrasesError)}
        onRetry={() => void phrases.refetch()}
        retrying={phrases.isFetching}
      />
    );
  else
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {list('positive')}
        {list('negative')}
      </Box>
    );

  return (
    <SectionCard title={t('settings.ai.topicPriority')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.topicPriorityHint')}</Typography>
      {body}
    </SectionCard>
  );
}
