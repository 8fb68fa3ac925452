import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from './client.ts';

/**
 * A process-local cache of rows that every replica must forget at once when they change
 * (who a session is and may act as, an organisation's departments). The database tells: triggers `pg_notify(channel,
 * payload)` at commit, whatever made the change (the app, the CLI, a manual UPDATE).
 */
export type ChangeSubscriber = {
  channel: string;
  /** One notification's payload: drop what it names. */
  hear: (payload: string) => void;
  /** Deaf (no LISTEN connection): forget everything and serve nothing until `listening(true)`. */
  listening: (on: boolean) => void;
};

export type ChangeListener = { stop: () => Promise<void> };

/**
 * Keeps a dedicated connection LISTENing on every subscriber's channel, reconnecting when it
 * is lost (subscribers are told they are deaf meanwhile, and serve nothing from memory). A
 * periodic ping finds a connection that died silently; each cache's max age bounds what even
 * that could serve.
 */
export async function startChangeListener(
  db: Db,
  url: string,
  subscribers: ChangeSubscriber[],
  log?: Logger,
  options: { pingMs?: number; retryMs?: number } = {},
): Promise<ChangeListener> {
  const byChannel = new Map(subscribers.map((s) => [s.channel, s]));
  const listen = (c: pg.ClientBase) => Promise.all([...byChannel.keys()].map((channel) => c.query(`LISTEN ${channel}`)));
  const tellAll = (on: boolean) => subscribers.forEach((s) => s.listening(on));
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let ping: NodeJS.Timeout | null = null;

  const hear = (msg: pg.Notification) => byChannel.get(msg.channel)?.hear(msg.payload ?? '');

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    tellAll(false);
    if (ping) clearInterval(ping);
    c.end().catch(() => {});
    if (stopped) return;
    log?.warn({ err: err?.message }, 'change listener: LISTEN connection lost; caches read the database until it is back');
    retry = setTimeout(() => void connect(), options.retryMs ?? 1000);
    retry.unref();
  };

  const connect = async (): Promise<boolean> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: 5000, application_name: 'voyce_change_listener' });
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', hear);
    try {
      await c.connect();
      await listen(c);
    } catch (err) {
      lost(c, err as Error);
      return false;
    }
    if (stopped || client !== c) return false;
    tellAll(true);
    ping = setInterval(() => {
      c.query('select 1').catch((err: Error) => lost(c, err));
    }, options.pingMs ?? 15_000);
    ping.unref();
    return true;
  };

  // This process's own changes are heard before their COMMIT returns: PostgreSQL delivers a
  // session's notifications to itself ahead of its ReadyForQuery, so each pool connection
  // listens too. Otherwise a logout could answer, and the same token's next call be served
  // from the cache, before the dedicated connection's copy of the notification was read.
  // pg-pool awaits onConnect before handing a new connection out; connections opened before
  // this (the migrations') hear changes through the dedicated connection only.
  const poolOptions = (db as unknown as { $client: { options: { onConnect?: (c: pg.PoolClient) => unknown } } }).$client.options;
  const previousOnConnect = poolOptions.onConnect;
  poolOptions.onConnect = async (c) => {
    await previousOnConnect?.(c);
    c.on('notification', hear);
    await listen(c);
  };

  await connect();
  return {
    stop: async () => {
      stopped = true;
      poolOptions.onConnect = previousOnConnect;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      tellAll(false);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
