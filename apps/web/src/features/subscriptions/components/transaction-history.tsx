import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice, InvoiceStatus } from '@voyce/contracts/billing';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { EmptyState } from '../../../components/empty-state';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useWide } from '../../../components/responsive';
import { SectionCard } from '../../../components/section-card';
import { edgeToEdge } from './table-style';
import { visuallyHidden } from '../../../components/visually-hidden';
import { messageOr } from '../../../lib/api-error';
import { useInvoices } from '../../../api/billing';
import { invoiceTotal, localeDate } from '../billing-display';

const STATUS_COLOR: Record<InvoiceStatus, 'success' | 'primary' | 'error' | 'default'> = {
  paid: 'success',
  open: 'primary',
  overdue: 'error',
  void: 'default',
};

/** Spec 1 §2: clicking an invoice opens it (a printable page behind a signed link) in a new tab. */
const openInvoice = (invoice: Invoice) => window.open(invoice.invoice_url, '_blank', 'noopener,noreferrer');

function StatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(`settings.subscriptions.status.${status}`)} />;
}

function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <Link
      href={invoice.invoice_url}
      target="_blank"
      rel="noopener noreferrer"
      // The row opens the same invoice; one click must not open it twice.
      onClick={(e) => e.stopPropagation()}
      aria-label={t('settings.subscriptions.viewInvoiceNumber', { number: invoice.invoice_number })}
      sx={{ fontWeight: 500 }}
    >
      {t('settings.subscriptions.viewInvoice')}
    </Link>
  );
}

function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={t('settings.subscriptions.transactions')} sx={edgeToEdge}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>{t('settings.subscriptions.invoice')}</TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>{t('settings.subscriptions.total')}</TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>{t('settings.subscriptions.statusLabel')}</TableCell>
            <TableCell sx={{ fontWeight: 600, color: 'text.secondary' }}>
              <Box component="span" sx={visuallyHidden}>
                {t('settings.subscriptions.action')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover onClick={() => openInvoice(invoice)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{invoice.invoice_number}</Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{localeDate(invoice.date)}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{invoiceTotal(invoice)}</TableCell>
              <TableCell>
                <StatusChip status={invoice.status} />
              </TableCell>
              <TableCell align="right">
                <InvoiceLink invoice={invoice} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per invoice, the whole card opens it (DESIGN.md 'stacked cards below md'). */
function InvoiceCards({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('settings.subscriptions.transactions')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {invoices.map((invoice) => (
        <Box component="li" key={invoice.id} sx={{ borderTop: 1, borderColor: 'divider' }}>
          <ButtonBase
            component="a"
            href={invoice.invoice_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'flex', width: '100%', textAlign: 'left', justifyContent: 'space-between', gap: 2, px: 2, py: 1.5 }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{invoice.invoice_number}</Typography>
              <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{localeDate(invoice.date)}</Typography>
            </Box>
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
              <Typography sx={{ fontSize: 14 }}>{invoiceTotal(invoice)}</Typography>
              <StatusChip status={invoice.status} />
            </Stack>
          </ButtonBase>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Transaction History (spec 1 §2): the organisation's invoices with number and date, total,
 * status and a link to each; a load error offers Retry, no invoice says so.
 */
export function TransactionHistory({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const wide = useWide();
  const query = useInvoices(organizationId);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack spacing={1} sx={{ px: { xs: 2, md: 3 }, pb: 2 }} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Box sx={{ px: { xs: 2, md: 3 }, pb: 2 }}>
        <LoadErrorAlert
          message={messageOr(query.error, t('settings.subscriptions.loadTransactionsError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Box>
    );
  } else if (query.data.length === 0) {
    body = <EmptyState text={t('settings.subscriptions.noTransactions')} />;
  } else {
    body = wide ? <InvoiceTable invoices={query.data} /> : <InvoiceCards invoices={query.data} />;
  }

  return (
    <SectionCard title={t('settings.subscriptions.transactionHistory')} flush>
      <Typography sx={{ color: 'text.secondary', fontSize: 14, px: { xs: 2, md: 3 }, pb: 2, mt: -1 }}>
        {t('settings.subscriptions.transactionsSubtitle')}
      </Typography>
      {body}
    </SectionCard>
  );
}
