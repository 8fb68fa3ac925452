import LockOutlined from '@mui/icons-material/LockOutlined';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from '../i18n/translate';
import { HoverHint } from './hover-hint';

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
 * An action the signed-in role may not take: shown disabled, with the reason on
 * hover and keyboard focus (aria-disabled rather than disabled, so the button stays in the tab
 * order and its description is read), in the app's CSS-only hint (components/hover-hint.tsx).
 */
export function DeniedHint({ reason, children, placement = 'above', align = 'center' }: Props) {
  if (!reason) return children(null);
  const denied: Omit<DeniedProps, 'aria-describedby'> = {
    'aria-disabled': true,
    // MUI's own disabled look (colours, no hover), without taking the button out of the tab order.
    className: 'Mui-disabled',
    onClick: (e) => e.preventDefault(),
  };
  return (
    <HoverHint text={reason} placement={placement} align={align} cursor="not-allowed">
      {(describedBy) => children({ ...denied, 'aria-describedby': describedBy })}
    </HoverHint>
  );
}

/**
 * A page the signed-in role may not view: a calm statement, not an error. The
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
