import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from '../i18n/translate';
import { includesReachouts, REACHOUTS_INCLUDED } from '../lib/reachout-answers';
import { HoverHint } from './hover-hint';
import { ToggleSwitch } from './toggle-switch';

type Props = { value: string; onChange: (reachouts: string) => void };

/**
 * "Include reach-out answers": the one rule for reach-out answers, stated where the
 * figures are and the same on the dashboard and the explorer (lib/reachout-answers.ts). Its hint
 * is a HoverHint: MUI's Tooltip alone had cost the whole app 11 KB gzip over its budget.
 */
export function ReachoutAnswersSwitch({ value, onChange }: Props) {
  const { t } = useTranslation();
  const on = includesReachouts({ reachouts: value });
  return (
    <HoverHint text={t(on ? 'workspace.filters.includeReachoutsHint' : 'workspace.filters.excludeReachoutsHint')} width={260}>
      {(describedBy) => (
        <FormControlLabel
          sx={{ m: 0, whiteSpace: 'nowrap', '& .MuiFormControlLabel-label': { fontSize: 14 } }}
          control={
            <ToggleSwitch
              size="small"
              checked={on}
              onChange={(e) => onChange(e.target.checked ? REACHOUTS_INCLUDED : '')}
              describedBy={describedBy}
            />
          }
          label={t('workspace.filters.includeReachouts')}
        />
      )}
    </HoverHint>
  );
}
