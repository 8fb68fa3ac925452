import { DIRECTIONAL } from '../../../i18n/language';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** The way back to MyVoyce's home from one of its pages (an insight, a reach-out). */
export function BackToMyHome({ label }: { label: string }) {
  return (
    <Box>
      <Link component={RouterLink} to="/my" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBack className={DIRECTIONAL} fontSize="small" aria-hidden />
        {label}
      </Link>
    </Box>
  );
}
