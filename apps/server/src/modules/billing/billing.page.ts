import { esc } from '../downloads/downloads.routes.ts';
import type { InvoiceRecord } from './billing.provider.ts';

const STATUS_LABELS: Record<InvoiceRecord['status'], string> = { paid: 'Paid', open: 'Open', overdue: 'Overdue', void: 'Void' };

/** An invoice as a printable page (the web opens it in a new tab; the browser prints it). */
export function invoicePage(invoice: InvoiceRecord, organizationName: string): string {
  const amount = `${invoice.currencyCode} ${invoice.currencySymbol}${invoice.total}`;
  const date = new Date(`${invoice.date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Invoice ${esc(invoice.invoiceNumber)} · Voyce</title><style>
body{font-family:Inter,system-ui,sans-serif;background:#F7F7FB;color:#111827;margin:0}
main{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:40px;max-width:720px;margin:32px auto}
h1{font-size:24px;margin:0 0 4px}dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 24px;margin:24px 0}
dt{color:#4B5563}dd{margin:0}table{width:100%;border-collapse:collapse;margin-top:16px}
th,td{text-align:left;padding:10px 0;border-bottom:1px solid #E5E7EB}td.n,th.n{text-align:right}
.total td{font-weight:600;border-bottom:0}
@media print{body{background:#fff}main{border:0;margin:0;max-width:none}}
</style></head><body><main>
<h1>Invoice ${esc(invoice.invoiceNumber)}</h1><p>${esc(organizationName)}</p>
<dl><dt>Invoice date</dt><dd>${esc(date)}</dd><dt>Status</dt><dd>${esc(STATUS_LABELS[invoice.status])}</dd><dt>Currency</dt><dd>${esc(invoice.currencyCode)}</dd></dl>
<table><thead><tr><th>Description</th><th class="n">Amount</th></tr></thead><tbody>
<tr><td>${esc(invoice.description || 'Voyce subscription')}</td><td class="n">${esc(amount)}</td></tr>
<tr class="total"><td>Total</td><td class="n">${esc(amount)}</td></tr></tbody></table>
</main></body></html>`;
}
