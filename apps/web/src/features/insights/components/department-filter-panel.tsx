import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Submission } from '@voyce/contracts/insights';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { NO_CLASSIFICATION, classificationIdsOf } from '../list-filters';

type Props = { submissions: Submission[]; selected: string[]; onChange: (ids: string[]) => void };

/** The left column: department classifications with how many listed insights each has. */
export function DepartmentFilterPanel({ submissions, selected, onChange }: Props) {
  const { t } = useTranslation();
  const groups = useMemo(() => {
    const counts = new Map<string, { name: string; count: number }>();
    for (const s of submissions) {
      for (const id of classificationIdsOf(s)) {
        const name =
          id === NO_CLASSIFICATION
            ? t('workspace.submissions.noClassification')
            : s.departmentClassifications.find((d) => d.id === id)!.name;
        const entry = counts.get(id) ?? { name, count: 0 };
        entry.count += 1;
        counts.set(id, entry);
      }
    }
    // Selected classifications stay listed even when the other filters leave none of theirs.
    for (const id of selected)
      if (!counts.has(id)) counts.set(id, { name: id === NO_CLASSIFICATION ? t('workspace.submissions.noClassification') : '…', count: 0 });
    return [...counts].sort((a, b) => b[1].count - a[1].count || a[1].name.localeCompare(b[1].name));
  }, [submissions, selected, t]);

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ mb: 1 }}>
        {t('workspace.submissions.departmentFilters')}
      </Typography>
      {groups.length === 0 && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('workspace.noData')}</Typography>}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', columnGap: 2 }}>
        {groups.map(([id, g]) => (
          <FormControlLabel
            key={id}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(id)}
                onChange={(e) => onChange(e.target.checked ? [...selected, id] : selected.filter((s) => s !== id))}
              />
            }
            label={
              <Typography component="span" sx={{ fontSize: 14 }}>
                {g.name}{' '}
                <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                  ({g.count})
                </Typography>
              </Typography>
            }
            sx={{ mr: 0 }}
          />
        ))}
      </Box>
    </Box>
  );
}
