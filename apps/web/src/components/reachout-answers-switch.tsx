import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../i18n/translate';
import { includesReachouts, REACHOUTS_INCLUDED } from '../lib/reachout-answers';

type Props = { value: string; onChange: (reachouts: string) => void };

/**
 * "Include reach-out answers" (issue 34): the one rule for reach-out answers, stated where the
 * figures are and the same on the dashboard and the explorer (lib/reachout-answers.ts).
 */
export function ReachoutAnswersSwitch({ value, onChange }: Props) {
  const { t } = useTranslation();
  const on = includesReachouts({ reachouts: value });
  return (
    <Tooltip title={t(on ? 'workspace.filters.includeReachoutsHint' : 'workspace.filters.excludeReachoutsHint')}>
      <FormControlLabel
        sx={{ m: 0, whiteSpace: 'nowrap', '& .MuiFormControlLabel-label': { fontSize: 14 } }}
        control={<Switch size="small" checked={on} onChange={(e) => onChange(e.target.checked ? REACHOUTS_INCLUDED : '')} />}
        label={t('workspace.filters.includeReachouts')}
      />
    </Tooltip>
  );
}
