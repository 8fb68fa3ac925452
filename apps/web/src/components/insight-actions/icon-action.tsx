import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { HoverHint } from '../hover-hint';

type Props = { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void };

/**
 * An action as an icon alone, where its words do not fit (the bulk bar on phones): the label is
 * its name, and shows as a hint on hover and keyboard focus.
 */
export function IconAction({ label, icon, disabled = false, onClick }: Props) {
  return (
    // The hint repeats the name, so the button is not also described by it.
    <HoverHint text={label}>
      {() => (
        <IconButton color="primary" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      )}
    </HoverHint>
  );
}
