import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import {
  SETTINGS_MSG,
  joinGoals,
  splitGoals,
  zGoalsList,
  zTopicWord,
  zWritingSample,
  type PhrasePolarity,
} from '@voyce/contracts/settings';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import {
  organizationProfileQueryOptions,
  phrasesQueryOptions,
  useReplacePhrases,
  useUpdateOrganizationProfile,
  type PhraseInput,
} from '../../../api/organization';
import { BlurSaveField } from './blur-save-field';

/** Phrases typed in a box: separated by commas or new lines, trimmed, blanks dropped. */
const wordsOf = (text: string) =>
  text
    .split(/[,\n\r]+/)
    .map((w) => w.trim())
    .filter(Boolean);

/** Spec 2 §5: words are not empty and appear once across both lists, ignoring case. */
function phraseError(words: string[], others: string[]): string | null {
  for (const w of words) {
    const parsed = zTopicWord.safeParse(w);
    if (!parsed.success) return parsed.error.issues[0]!.message;
  }
  const lower = [...words, ...others].map((w) => w.toLowerCase());
  return new Set(lower).size === lower.length ? null : SETTINGS_MSG.duplicateWords;
}

/** The setup page's four texts: goals, higher and lower priority phrases, writing sample. */
export function SetupTexts() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const profile = useQuery(organizationProfileQueryOptions(organizationId));
  const phrases = useQuery(phrasesQueryOptions(organizationId));
  const update = useUpdateOrganizationProfile(organizationId);
  const replace = useReplacePhrases(organizationId);

  if (profile.isPending || phrases.isPending) return <Skeleton variant="rounded" height={360} />;
  if (profile.isError || phrases.isError)
    return (
      <LoadErrorAlert
        message={messageOr(profile.error ?? phrases.error, SETTINGS_MSG.errorFetchingOrganization)}
        onRetry={() => void Promise.all([profile.refetch(), phrases.refetch()])}
      />
    );

  const fail = (fallback: string) => (e: unknown) => {
    notify(messageOr(e, fallback), { variant: 'error' });
    throw e;
  };
  const saved = (polarity: PhrasePolarity) => phrases.data.filter((p) => p.polarity === polarity).map((p) => p.name);
  const phraseField = (polarity: PhrasePolarity) => {
    const other: PhrasePolarity = polarity === 'positive' ? 'negative' : 'positive';
    // The other list as it is now in the cache (it may have been saved since this render).
    const current = (): PhraseInput[] => phrases.data.filter((p) => p.polarity === other).map((p) => ({ name: p.name, polarity: other }));
    return (
      <BlurSaveField
        label={t(polarity === 'positive' ? 'setup.higherPhrases' : 'setup.lowerPhrases')}
        hint={t('setup.phrasesHint')}
        saved={saved(polarity).join(', ')}
        validate={(text) => phraseError(wordsOf(text), saved(other))}
        onSave={(text) =>
          replace
            .mutateAsync([...current(), ...wordsOf(text).map((name) => ({ name, polarity }))])
            .then(() => notify(SETTINGS_MSG.phrasesSaved, { variant: 'success' }), fail(SETTINGS_MSG.replacePhrasesError))
        }
      />
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <BlurSaveField
        label={t('setup.goals')}
        hint={t('setup.goalsHint')}
        saved={splitGoals(profile.data.goals).join('\n')}
        validate={(text) => {
          const parsed = zGoalsList.safeParse(text.split('\n').filter((line, i, all) => line.trim() || i === all.length - 1));
          return parsed.success ? null : parsed.error.issues[0]!.message;
        }}
        onSave={(text) =>
          update
            .mutateAsync({ goals: joinGoals(text.split('\n').filter((g) => g.trim())) })
            .then(() => notify(SETTINGS_MSG.goalsSaved, { variant: 'success' }), fail(SETTINGS_MSG.patchOrganizationError))
        }
      />
      {phraseField('positive')}
      {phraseField('negative')}
      <BlurSaveField
        label={t('setup.writingSample')}
        hint={t('setup.writingSampleHint')}
        rows={6}
        saved={profile.data.writingSamples}
        validate={(text) => {
          const parsed = zWritingSample.safeParse(text);
          return parsed.success ? null : parsed.error.issues[0]!.message;
        }}
        onSave={(text) =>
          update
            .mutateAsync({ writingSamples: text })
            .then(() => notify(SETTINGS_MSG.writingSamplesSaved, { variant: 'success' }), fail(SETTINGS_MSG.patchOrganizationError))
        }
      />
    </Box>
  );
}
