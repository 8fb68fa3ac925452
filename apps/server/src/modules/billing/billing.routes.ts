import { billingEndpoints } from '@voyce/contracts/endpoints/billing';
import { defineRoute, RawReply, type RouteDef } from '../../http/routes.ts';
import { messagePage } from '../downloads/downloads.routes.ts';
import type { BillingService, OpenedInvoice } from './billing.service.ts';

function toReply(result: OpenedInvoice): RawReply {
  const html = 'text/html; charset=utf-8';
  const noStore = { 'cache-control': 'no-store' };
  if (result.status === 'expired') {
    return new RawReply(
      messagePage('This invoice link has expired', 'Invoice links work for 15 minutes. Go back to Voyce and open the invoice again.'),
      html,
      noStore,
      403,
    );
  }
  if (result.status === 'gone')
    return new RawReply(messagePage('This invoice is no longer available', 'Go back to Voyce.'), html, noStore, 404);
  return new RawReply(result.html, html, noStore);
}

export function billingRoutes(svc: BillingService): RouteDef[] {
  return [
    defineRoute(billingEndpoints.accountDetails, (q, ctx) => svc.accountDetails(ctx.auth, q.id)),
    defineRoute(billingEndpoints.invoiceDetails, (b, ctx) => svc.invoiceDetails(ctx.auth, b.accountId)),
    defineRoute(billingEndpoints.openInvoice, async (_q, ctx) =>
      toReply(await svc.openInvoice((ctx.request.params as { token: string }).token)),
    ),
  ];
}
