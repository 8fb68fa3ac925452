/** Rows written per statement batch; a failing batch is retried row by row. */
const BATCH = 1000;

/** A row a bulk call wrote: its 1-based place in the list sent, whose e-mail, which person. */
export type Success = { row: number; email: string; userId: string };

/** What the writer needs of a transaction: savepoints (a transaction inside it). */
type Savepoints<S> = { transaction: <T>(work: (sp: S) => Promise<T>) => Promise<T> };

/**
 * Writes rows in batches, each batch in a savepoint of `tx`; a batch that fails is retried a
 * savepoint per row, so a failure rolls back that row only and never loses or half-writes another.
 */
export async function inSavepointBatches<S, R, T>(
  tx: Savepoints<S>,
  rows: readonly R[],
  write: (sp: S, batch: R[]) => Promise<T>,
  on: { written: (batch: R[], result: T) => void; failed: (row: R) => void },
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    try {
      on.written(batch, await tx.transaction((sp) => write(sp, batch)));
    } catch {
      for (const row of batch) {
        try {
          on.written([row], await tx.transaction((sp) => write(sp, [row])));
        } catch {
          on.failed(row);
        }
      }
    }
  }
}
