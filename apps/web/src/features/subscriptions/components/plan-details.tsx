import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_PLAN_NAME, type AccountDetails } from '@voyce/contracts/billing';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useWide } from '../../../components/responsive';
import { SectionCard } from '../../../components/section-card';
import { edgeToEdge } from './table-style';
import { messageOr } from '../../../lib/api-error';
import { useAccountDetails } from '../../../api/billing';
import { contactBillingHref, licenceLine, localeDate } from '../billing-display';

function Users({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      <li>{licenceLine(t('settings.subscriptions.blyndspot'), account.No_of_Blyndspot_Licenses, account.Blyndspot_Licenses_In_Use)}</li>
      <li>{licenceLine(t('settings.subscriptions.myvoyce'), account.No_of_Myvoyce_Licenses, account.Myvoyce_Licenses_In_Use)}</li>
    </Box>
  );
}

/**
 * Contact Billing (spec 1 §2: an external link): the plan's billing contact in a new tab. Before
 * a plan names one the button is disabled and a line says why (never an empty mailto:); while
 * the plan loads it is disabled without a reason.
 */
export function ContactBilling({ url, loading }: { url: string | null; loading: boolean }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const href = contactBillingHref(url);
  const label = t('settings.subscriptions.contactBilling');
  const icon = <OpenInNew aria-hidden />;
  if (href)
    return (
      <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="outlined" size="small" endIcon={icon}>
        {label}
      </Button>
    );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
      <Button variant="outlined" size="small" endIcon={icon} disabled aria-describedby={loading ? undefined : reasonId}>
        {label}
      </Button>
      {!loading && (
        <Typography id={reasonId} sx={{ fontSize: 12, color: 'text.secondary', textAlign: 'right', maxWidth: 260 }}>
          {t('settings.subscriptions.noBillingContact')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Plan Details (spec 1 §2): Subscription Tier (Enterprise when none is recorded), Renewal Date,
 * Renewal Frequency and the licences of both editions with how many are in use; a table on
 * wide screens, label-value pairs on phones (DESIGN.md).
 */
export function PlanDetails({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const wide = useWide();
  const query = useAccountDetails(accountId);
  const account = query.data;

  // No reason while the plan is unknown (loading, or its load failed: the card says so).
  const contact = <ContactBilling url={account?.Contact_Billing_Url ?? null} loading={!query.isSuccess} />;

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton variant="rounded" height={72} role="status" aria-label={t('app.loading')} />;
  } else if (query.isError) {
    body = (
      <LoadErrorAlert
        message={messageOr(query.error, t('settings.subscriptions.loadPlanError'))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const a = query.data;
    const cells: { label: string; value: ReactNode }[] = [
      { label: t('settings.subscriptions.tier'), value: a.Plan_Name || DEFAULT_PLAN_NAME },
      { label: t('settings.subscriptions.renewalDate'), value: localeDate(a.Renewal_Date) },
      { label: t('settings.subscriptions.renewalFrequency'), value: t('settings.subscriptions.yearly') },
      { label: t('settings.subscriptions.users'), value: <Users account={a} /> },
    ];
    body = wide ? (
      <TableContainer>
        <Table size="small" aria-label={t('settings.subscriptions.planDetails')} sx={edgeToEdge}>
          <TableHead>
            <TableRow>
              {cells.map((c) => (
                <TableCell key={c.label} sx={{ fontWeight: 600, color: 'text.secondary' }}>
                  {c.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {cells.map((c) => (
                <TableCell key={c.label} sx={{ verticalAlign: 'top', borderBottom: 0 }}>
                  {c.value}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    ) : (
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
        {cells.map((c) => (
          <Box key={c.label}>
            <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {c.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: 14 }}>
              {c.value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <SectionCard title={t('settings.subscriptions.planDetails')} actions={contact} flush={wide && query.isSuccess}>
      {body}
    </SectionCard>
  );
}
