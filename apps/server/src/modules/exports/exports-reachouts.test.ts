import { REACHOUTS_EXPORT_COLUMNS } from '@voyce/contracts/reachouts';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/fixtures.ts';
import { download, parseCsv } from '../../../test/workspace-fixtures.ts';
import { oneEmployeeWarehouse, sendWarehouseReachout, useTestOrg } from '../../../test/org-fixture.ts';

/** An untitled reach-out is named in its CSV files as on every screen: reachoutDisplayTitle. */
const fx = useTestOrg({ structure: true });
const LONG = 'How do you feel about the new shift rota that starts in March, and what would you change about it?';
const SHORT = 'Is the canteen open long enough?';
const ids: Record<'long' | 'short', string> = { long: '', short: '' };

beforeAll(async () => {
  await oneEmployeeWarehouse(fx);
  for (const [key, message] of [
    ['long', LONG],
    ['short', SHORT],
  ] as const) {
    const sent = await sendWarehouseReachout(fx, message);
    expect(sent.status).toBe(200);
    expect(sent.body.data.reachout.title).toBe('');
    ids[key] = sent.body.data.reachout.id;
  }
});

describe('an untitled reach-out without answers in the CSV exports', () => {
  it('/exportReachouts fills Title with the start of the message, cut at a word, never empty', async () => {
    const res = await post(fx.t, '/exportReachouts', { filter: { organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv((await download(fx.t, res.body.data.url)).text);
    expect(header).toEqual([...REACHOUTS_EXPORT_COLUMNS]);
    const title = (message: string) => rows.find((r) => r[1] === message)?.[0];
    expect(title(LONG)).toBe('How do you feel about the new shift rota that starts in…');
    expect(title(SHORT)).toBe(SHORT);
  });

  it('/exportReachoutDetails names its file after that title, not a generic name', async () => {
    const res = await post(fx.t, '/exportReachoutDetails', { filter: { id: ids.long, organizationId: fx.s.org.id } }, fx.leader);
    expect(res.status).toBe(200);
    const file = await download(fx.t, res.body.data.data.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="reachout-how-do-you-feel-about-the-new-shift-rota-that-[a-z-]*\d{4}-\d{2}-\d{2}\.csv"$/,
    );
  });
});
