import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DirectMailer } from '../../mail/direct-mail.ts';
import { recentMail } from '../../mail/outbox.repository.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

const LOOPBACK_PEER = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'via'];

/**
 * The developer's own browser on this machine: a loopback peer (the socket's, never a header's),
 * no proxy's forwarding header (a proxy on the same host is a loopback peer too), and a loopback
 * host name (a page on another site that rebinds its name to 127.0.0.1 sends its own).
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (!LOOPBACK_PEER.test(request.socket.remoteAddress ?? '')) return false;
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return LOOPBACK_HOST.test(request.headers.host ?? '');
}

/**
 * Development only (registered only when config.devMailbox): the last e-mails the app queued, so
 * a newcomer without a mail server can read their code or invite link. Anyone else gets the 404
 * of a server without it. Code e-mails never reach the outbox (mail/direct-mail.ts): they come
 * from the process's memory, merged in by time.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db, direct: DirectMailer): void {
  const recent = async () =>
    [...(await recentMail(db)), ...direct.recent()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 50);
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
  };

  app.get('/dev/mailbox.json', { onRequest: onlyThisMachine }, async () => {
    const rows = await recent();
    return {
      status: 'OK',
      data: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
    };
  });

  app.get('/dev/mailbox', { onRequest: onlyThisMachine }, async (_req, reply) => {
    const rows = await recent();
    const items = rows
      .map(
        (r) =>
          `<article><header><strong>${esc(r.subject)}</strong><span>to ${esc(r.to)} · ${r.createdAt.toISOString()}</span></header><pre>${linkify(r.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Voyce</title><style>body{font-family:system-ui,sans-serif;background:#F7F7FB;color:#111827;margin:0;padding:24px;max-width:900px}
article{background:#fff;border:1px solid #E5E7EB;border-radius:10px;padding:16px;margin:12px 0}header{display:flex;flex-wrap:wrap;gap:12px;justify-content:space-between}
header span{color:#6B7280;font-size:13px}pre{white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif;margin:12px 0 0}a{color:#4F46E5}</style></head>
<body><h1>Dev mailbox</h1><p>E-mails the app queued, newest first. This page does not exist in production.</p>${items || '<p>No e-mails yet.</p>'}</body></html>`);
  });
}
