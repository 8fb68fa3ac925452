import { zAccountDetailsQuery, zInvoiceDetailsRequest } from '@voyce/contracts/billing';
import { z } from 'zod';
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
    defineRoute({
      method: 'GET',
      url: '/account/details',
      access: 'leader',
      input: zAccountDetailsQuery,
      summary: 'Subscription account details (plan, renewal, licences and how many are in use); the account id is the organisation id',
      handler: (q, ctx) => svc.accountDetails(ctx.auth!, q.id),
    }),
    defineRoute({
      method: 'POST',
      url: '/invoice/details',
      access: 'leader',
      input: zInvoiceDetailsRequest,
      summary: "The account's invoices, newest first, each with a short-lived signed invoice_url to a printable page",
      handler: (b, ctx) => svc.invoiceDetails(ctx.auth!, b.accountId),
    }),
    defineRoute({
      method: 'GET',
      url: '/invoices/:token',
      // The signed token is the permission: a new tab carries no bearer header.
      access: 'public',
      input: z.object({}),
      params: z.object({ token: z.string().max(2000) }),
      summary: 'An invoice as a printable page, through its short-lived signed link',
      handler: async (_q, ctx) => toReply(await svc.openInvoice((ctx.request.params as { token: string }).token)),
    }),
  ];
}
