/**
 * Turns for parts of a page that draw one at a time (components/in-turn.tsx): a part asks for a
 * turn, is called when it is its turn, and passes the turn on once it has drawn.
 *
 * Each turn starts in a task of its own (`schedule`), so the browser paints between turns. A turn
 * not passed on within `timeoutMs` is taken back: a part that never draws (a render that never
 * commits) must not keep the rest of the page blank.
 */
export type TurnQueue = {
  /** Waits for a turn; `take` is called when it comes. The result withdraws the request if it is still waiting. */
  ask(take: () => void): () => void;
  /** The turn's holder has drawn (or is gone): the next one's turn. */
  pass(): void;
};

export function createTurnQueue(
  schedule: (run: () => void, delayMs: number) => void = (run, delayMs) => void setTimeout(run, delayMs),
  timeoutMs = 1000,
): TurnQueue {
  const waiting: (() => void)[] = [];
  let taken = false;
  let turn = 0;

  const pass = (): void => {
    const current = ++turn;
    const next = waiting.shift();
    taken = next !== undefined;
    if (!next) return;
    schedule(next, 0);
    schedule(() => current === turn && pass(), timeoutMs);
  };

  return {
    ask(take) {
      waiting.push(take);
      if (!taken) pass();
      return () => {
        const at = waiting.indexOf(take);
        if (at >= 0) waiting.splice(at, 1);
      };
    },
    pass,
  };
}
