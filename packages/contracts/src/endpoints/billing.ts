import { zAccountDetailsQuery, zAccountDetailsResponse, zInvoiceDetailsRequest, zInvoiceDetailsResponse } from '../billing.ts';
import { FILE_RESPONSE, defineEndpoint, view } from '../endpoint.ts';
import { z } from '../zod.ts';

export const billingEndpoints = {
  accountDetails: defineEndpoint({
    method: 'GET',
    path: '/account/details',
    access: 'leader',
    permission: view('settings'),
    summary: 'Subscription account details (plan, renewal, licences and how many are in use); the account id is the organisation id',
    request: zAccountDetailsQuery,
    response: zAccountDetailsResponse,
  }),
  invoiceDetails: defineEndpoint({
    method: 'POST',
    path: '/invoice/details',
    access: 'leader',
    permission: view('settings'),
    summary: "The account's invoices, newest first, each with a short-lived signed invoice_url to a printable page",
    request: zInvoiceDetailsRequest,
    response: zInvoiceDetailsResponse,
  }),
  openInvoice: defineEndpoint({
    method: 'GET',
    path: '/invoices/:token',
    // The signed token is the permission: a new tab carries no bearer header.
    access: 'public',
    summary: 'An invoice as a printable page, through its short-lived signed link',
    request: z.object({}),
    response: FILE_RESPONSE,
    params: z.object({ token: z.string().check(z.maxLength(2000)) }),
  }),
};
