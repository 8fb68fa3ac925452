import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from '../i18n/translate';

/** The props that mark an action the role may not take: disabled to look at, still focusable so its reason can be read. */
export type DeniedProps = {
  'aria-disabled': true;
  'aria-describedby': string;
  className: string;
  onClick: (e: MouseEvent) => void;
};

type Props = {
  /** Why the role may not take the action (usePermissions().reason); null when it may. */
  reason: string | null;
  /** The action; spread `denied` last on it (it replaces its onClick). */
  children: (denied: DeniedProps | null) => ReactElement;
  /** Where the hint opens: below for the top bar, above elsewhere; 'end' keeps it inside a right-hand edge. */
  placement?: 'above' | 'below';
  align?: 'center' | 'end';
};

/**
 * An action the signed-in role may not take (issue 19): shown disabled, with the reason on
 * hover and keyboard focus (aria-disabled rather than disabled, so the button stays in the tab
 * order and its description is read). CSS alone, as components/hover-hint.tsx, for the budget.
 */
export function DeniedHint({ reason, children, placement = 'above', align = 'center' }: Props) {
  const id = useId();
  if (!reason) return children(null);
  const denied: DeniedProps = {
    'aria-disabled': true,
    'aria-describedby': id,
    // MUI's own disabled look (colours, no hover), without taking the button out of the tab order.
    className: 'Mui-disabled',
    onClick: (e) => e.preventDefault(),
  };
  return (
    <Box
      component="span"
      sx={{
        position: 'relative',
        display: 'inline-flex',
        cursor: 'not-allowed',
        '&:hover > [role=tooltip], &:focus-within > [role=tooltip]': { opacity: 1, visibility: 'visible' },
      }}
    >
      {children(denied)}
      <Box
        component="span"
        role="tooltip"
        id={id}
        sx={{
          position: 'absolute',
          ...(placement === 'above' ? { bottom: 'calc(100% + 6px)' } : { top: 'calc(100% + 6px)' }),
          ...(align === 'end' ? { right: 0 } : { left: '50%', transform: 'translateX(-50%)' }),
          zIndex: 'tooltip',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: 'grey.800',
          color: 'common.white',
          fontSize: 12,
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: 'opacity 120ms',
        }}
      >
        {reason}
      </Box>
    </Box>
  );
}

/**
 * A page the signed-in role may not view: a calm statement, not an error (issue 19). The
 * server would refuse its calls with 403; the page does not make them.
 */
export function NoAccessState() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ px: { xs: 2, md: 3 }, py: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <LockOutlined aria-hidden sx={{ color: 'text.secondary', fontSize: 32, mb: 1 }} />
      <Typography id={titleId} variant="h3" component="h2">
        {t('access.noPage')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('access.noPageHint')}</Typography>
    </Card>
  );
}
