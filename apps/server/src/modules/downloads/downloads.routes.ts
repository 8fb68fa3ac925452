import { downloadEndpoints } from '@voyce/contracts/endpoints/downloads';
import { defineRoute, RawReply, type RouteDef } from '../../http/routes.ts';
import type { DownloadsService, OpenedDownload } from './downloads.service.ts';

export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A person opens these links in a browser tab, so failures are a short page, not JSON. */
export function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Voyce</title><style>body{font-family:Inter,system-ui,sans-serif;background:#F7F7FB;color:#111827;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #E5E7EB;border-radius:12px;padding:32px;max-width:440px;margin:16px}h1{font-size:20px;margin:0 0 12px}p{margin:0;color:#4B5563;line-height:1.5}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(text)}</p></main></body></html>`;
}

function toReply(result: OpenedDownload): RawReply {
  const html = 'text/html; charset=utf-8';
  const noStore = { 'cache-control': 'no-store' };
  if (result.status === 'expired') {
    return new RawReply(
      messagePage('This download link has expired', 'Download links work for 15 minutes. Go back to Voyce and export again.'),
      html,
      noStore,
      403,
    );
  }
  if (result.status === 'gone') {
    return new RawReply(messagePage('This file is no longer available', 'Go back to Voyce and export again.'), html, noStore, 404);
  }
  return new RawReply(result.body, 'text/csv; charset=utf-8', {
    ...noStore,
    'content-disposition': `attachment; filename="${result.fileName}"`,
  });
}

export function downloadsRoutes(svc: DownloadsService): RouteDef[] {
  return [
    defineRoute(downloadEndpoints.download, async (_q, ctx) => toReply(await svc.open((ctx.request.params as { token: string }).token))),
  ];
}
