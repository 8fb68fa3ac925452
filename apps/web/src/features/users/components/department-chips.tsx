import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { HoverHint } from '../../../components/hover-hint';

/** Spec 2 §9: how many department chips a row shows before the '+N' chip. */
export const VISIBLE_DEPARTMENTS = { wide: 2, compact: 1 } as const;

/** A user's departments: the first ones as chips, the rest as '+N' with their names on hover and focus. */
export function DepartmentChips({ names, compact }: { names: string[]; compact: boolean }) {
  const visible = compact ? VISIBLE_DEPARTMENTS.compact : VISIBLE_DEPARTMENTS.wide;
  const shown = names.slice(0, visible);
  const rest = names.slice(visible);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((name) => (
        <Chip key={name} size="small" label={name} />
      ))}
      {rest.length > 0 && (
        <HoverHint text={rest.join(', ')}>
          {(describedBy) => <Chip size="small" variant="outlined" label={`+${rest.length}`} tabIndex={0} aria-describedby={describedBy} />}
        </HoverHint>
      )}
    </Box>
  );
}
