import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { SETTINGS_MSG, joinGoals, splitGoals, zGoalsList } from '@voyce/contracts/settings';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { SectionCard } from '../../../components/section-card';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { useUpdateOrganizationProfile } from '../../../api/organization';

/** Typing into the trailing blank row adds the next blank row, so there is always one to fill. */
const withBlank = (goals: string[]) => (goals.at(-1) === '' ? goals : [...goals, '']);

/**
 * Goals (spec 2 §5): a list editor; no empty goal except the trailing blank row ('Goals
 * cannot be empty'), at least one ('At least one goal is required'). Stored triple-pipe joined.
 */
export function GoalsSection({ goals: saved }: { goals: string }) {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const update = useUpdateOrganizationProfile(organizationId);
  const [goals, setGoals] = useState(() => withBlank(splitGoals(saved)));
  const [error, setError] = useState<string | null>(null);
  const dirty = joinGoals(goals.filter((g, i) => i < goals.length - 1 || g.trim())) !== saved;

  const edit = (index: number, value: string) => {
    setError(null);
    setGoals((current) => withBlank(current.map((g, i) => (i === index ? value : g))));
  };
  const remove = (index: number) => {
    setError(null);
    setGoals((current) => withBlank(current.filter((_, i) => i !== index)));
  };
  const save = () => {
    const parsed = zGoalsList.safeParse(goals);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    update.mutate(
      { goals: joinGoals(parsed.data) },
      {
        onSuccess: (entity) => {
          notify(SETTINGS_MSG.goalsSaved, { variant: 'success' });
          setGoals(withBlank(splitGoals(entity.goals)));
        },
        onError: (e) => notify(messageOr(e, SETTINGS_MSG.patchOrganizationError), { variant: 'error' }),
      },
    );
  };

  return (
    <SectionCard title={t('settings.ai.goals')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('settings.ai.goalsHint')}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {goals.map((goal, i) => {
          const trailing = i === goals.length - 1;
          return (
            <Box component="li" key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <OutlinedInput
                size="small"
                fullWidth
                value={goal}
                placeholder={trailing ? t('settings.ai.addGoal') : undefined}
                onChange={(e) => edit(i, e.target.value)}
                inputProps={{ 'aria-label': t('settings.ai.goalNumber', { number: i + 1 }) }}
                error={Boolean(error) && !trailing && !goal.trim()}
              />
              <IconButton
                aria-label={t('settings.ai.removeGoal', { number: i + 1 })}
                onClick={() => remove(i)}
                disabled={trailing}
                sx={{ visibility: trailing ? 'hidden' : 'visible' }}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <FormHelperText error role={error ? 'alert' : undefined} sx={{ minHeight: 20 }}>
        {error}
      </FormHelperText>
      <Button variant="contained" onClick={save} disabled={!dirty || update.isPending}>
        {t('settings.common.save')}
      </Button>
    </SectionCard>
  );
}
