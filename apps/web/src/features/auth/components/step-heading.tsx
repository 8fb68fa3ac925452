import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** A short line under the subtitle (MyVoyce: the anonymity promise). */
  note?: ReactNode;
};

/** The heading of each sign-in step; the page's only h1, so screen readers land on it. */
export function StepHeading({ title, subtitle, note }: Props) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: note ? 1 : 3 }}>
          {subtitle}
        </Typography>
      )}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {note}
        </Typography>
      )}
    </>
  );
}
