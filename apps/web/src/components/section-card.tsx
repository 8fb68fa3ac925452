import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** Right of the title: a 'View All' link, an export button. */
  actions?: ReactNode;
  children: ReactNode;
  /** Body without side padding (tables run edge to edge). */
  flush?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A titled card, padded 16 on phones and 24 on larger screens (DESIGN.md). */
export function SectionCard({ title, actions, children, flush = false, headingLevel = 'h2' }: Props) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: { xs: 2, md: 3 }, pt: { xs: 2, md: 2.5 }, pb: 1.5 }}>
        <Typography id={id} variant="h4" component={headingLevel} sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ px: flush ? 0 : { xs: 2, md: 3 }, pb: flush ? 0 : { xs: 2, md: 3 }, flex: 1, minWidth: 0 }}>{children}</Box>
    </Card>
  );
}
