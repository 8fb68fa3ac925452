import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; subtitle?: ReactNode };

/** The heading of each sign-in step; the page's only h1, so screen readers land on it. */
export function StepHeading({ title, subtitle }: Props) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
