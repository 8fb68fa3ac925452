import { describe, expect, it } from 'vitest';
import { inSavepointBatches } from './in-savepoint-batches.ts';

/** A transaction whose savepoints run their work and pass its failure on, as PostgreSQL's roll back. */
type Tx = { transaction: <T>(work: (sp: Tx) => Promise<T>) => Promise<T> };
const fakeTx = () => {
  const tx: Tx = { transaction: (work) => work(tx) };
  return { tx, savepoints: [] as number[][] };
};

describe('inSavepointBatches', () => {
  it('writes 1,000 rows a savepoint, and retries a failing batch a row at a time', async () => {
    const { tx, savepoints } = fakeTx();
    const rows = Array.from({ length: 2500 }, (_, i) => i);
    const written: number[] = [];
    const failed: number[] = [];
    await inSavepointBatches(
      tx,
      rows,
      async (_sp, batch) => {
        savepoints.push(batch);
        if (batch.includes(1234)) throw new Error('row 1234 breaks its statement');
        return batch.length;
      },
      { written: (batch, n) => (expect(n).toBe(batch.length), written.push(...batch)), failed: (row) => failed.push(row) },
    );
    expect(savepoints.map((b) => b.length).slice(0, 3)).toEqual([1000, 1000, 1]);
    // The second batch failed: each of its rows in a savepoint of its own, then the third batch.
    expect(savepoints).toHaveLength(1 + 1 + 1000 + 1);
    expect(savepoints.at(-1)).toHaveLength(500);
    expect(failed).toEqual([1234]);
    expect(written).toHaveLength(2499);
    expect(new Set(written).has(1234)).toBe(false);
  });

  it('writes nothing for no rows', async () => {
    const { tx, savepoints } = fakeTx();
    const on = { written: () => expect.unreachable(), failed: () => expect.unreachable() };
    await inSavepointBatches(tx, [], async () => undefined, on);
    expect(savepoints).toEqual([]);
  });
});
