import Box from '@mui/material/Box';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { createTurnQueue } from '../lib/turn-queue';

/** One queue for the page: its parts draw in the order they asked, page order on arrival. */
const turns = createTurnQueue();

/**
 * A part of a page below its first screen, drawn after that screen and redrawn in turn with the
 * page's other parts: each time its `value` changes it waits for the parts before it to draw theirs.
 *
 * Why: the dashboard's first view on a phone is its heading, filters, tiles and hot
 * topics; the trends, the lower cards and the heatmap are three quarters of its 1,360 elements and
 * draw the same two answers. Drawn when those answers arrive, React commits every card in one task
 * and the browser lays them out in the next, each a long task on a slow phone (Lighthouse's TBT).
 * In turn, each part renders in a transition (React yields to the browser every few
 * milliseconds) in a task of its own once the part before it has committed, so no commit or
 * layout is larger than one part, and the first view is drawn before any of them.
 *
 * `height` is the space a part takes before it is first drawn, so the page's length barely moves.
 * (Not `content-visibility: auto` as well: a part's layout is already a task of its own, and
 * skipped parts show blank in full-page screenshots and while someone scrolls fast.)
 */
export function InTurn<T>({ value, height, children }: { value?: T; height: number; children: (value: T) => ReactNode }) {
  const [drawn, setDrawn] = useState<{ value: T } | null>(null);
  const holdsTurn = useRef(false);

  // Its value changed: wait for its turn to draw it.
  useEffect(() => {
    if (drawn && Object.is(drawn.value, value)) return;
    let wanted = true;
    const withdraw = turns.ask(() => {
      // Its value changed again or it is gone since it asked: the turn passes on.
      if (!wanted) return turns.pass();
      holdsTurn.current = true;
      startTransition(() => setDrawn({ value: value as T }));
    });
    return () => {
      wanted = false;
      withdraw();
    };
  }, [value, drawn]);

  // Drawn: the next part's turn.
  useEffect(() => {
    if (!holdsTurn.current) return;
    holdsTurn.current = false;
    turns.pass();
  }, [drawn]);

  // Gone while drawing: its turn passes on too.
  useEffect(
    () => () => {
      if (holdsTurn.current) turns.pass();
    },
    [],
  );

  return <Box sx={{ minWidth: 0 }}>{drawn ? children(drawn.value) : <Box sx={{ height }} />}</Box>;
}
