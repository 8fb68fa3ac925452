import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';
import { severityName, type SeverityName } from '@voyce/contracts/insight-rules';
import { useTranslation } from '../i18n/translate';

export const PRIORITY_ORDER: SeverityName[] = ['Low', 'Medium', 'High', 'Critical'];

/** A priority's colour from the theme (DESIGN.md): always shown beside its word. */
export function priorityColor(theme: Theme, name: SeverityName): string {
  const key = name.toLowerCase() as keyof Theme['palette']['priority'];
  return theme.palette.priority[key];
}

/** Critical / High / Medium / Low: a coloured dot and the word, never the colour alone. */
export function PriorityChip({ severity }: { severity: number | null }) {
  const { t } = useTranslation();
  if (severity === null) return null;
  const name = severityName(severity);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`workspace.priority.${name}`)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({ width: 8, height: 8, borderRadius: '50%', bgcolor: priorityColor(theme, name), ml: '8px !important' })}
        />
      }
      sx={{ fontWeight: 500 }}
    />
  );
}
