import { describe, expect, it } from 'vitest';
import { createTurnQueue } from './turn-queue';

/** A clock the test moves: scheduled runs wait until `advance` reaches them. */
function manualClock() {
  let now = 0;
  const pending: { at: number; run: () => void }[] = [];
  return {
    schedule: (run: () => void, delayMs: number) => void pending.push({ at: now + delayMs, run }),
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

describe('turns of the parts drawn after the first view', () => {
  it('gives one turn at a time, in the order asked, each in a task of its own', () => {
    const clock = manualClock();
    const turns = createTurnQueue(clock.schedule);
    const drawn: string[] = [];
    for (const name of ['trends', 'pinned', 'heatmap']) turns.ask(() => drawn.push(name));
    // Not in the task that asked: the browser paints the first view first.
    expect(drawn).toEqual([]);
    clock.advance(0);
    expect(drawn).toEqual(['trends']);
    // The next waits until the holder has drawn, however long that takes.
    clock.advance(500);
    expect(drawn).toEqual(['trends']);
    turns.pass();
    clock.advance(0);
    expect(drawn).toEqual(['trends', 'pinned']);
    turns.pass();
    clock.advance(0);
    turns.pass();
    clock.advance(0);
    expect(drawn).toEqual(['trends', 'pinned', 'heatmap']);
  });

  it('starts at once when nobody holds the turn, also after the queue ran empty', () => {
    const clock = manualClock();
    const turns = createTurnQueue(clock.schedule);
    const drawn: string[] = [];
    turns.ask(() => drawn.push('a'));
    clock.advance(0);
    turns.pass();
    turns.ask(() => drawn.push('b'));
    clock.advance(0);
    expect(drawn).toEqual(['a', 'b']);
  });

  it('skips a part that withdrew before its turn', () => {
    const clock = manualClock();
    const turns = createTurnQueue(clock.schedule);
    const drawn: string[] = [];
    turns.ask(() => drawn.push('a'));
    const withdraw = turns.ask(() => drawn.push('gone'));
    turns.ask(() => drawn.push('c'));
    withdraw();
    clock.advance(0);
    turns.pass();
    clock.advance(0);
    expect(drawn).toEqual(['a', 'c']);
  });

  it('takes back a turn not passed on within the time allowed, so the rest of the page still draws', () => {
    const clock = manualClock();
    const turns = createTurnQueue(clock.schedule, 1000);
    const drawn: string[] = [];
    turns.ask(() => drawn.push('never commits'));
    turns.ask(() => drawn.push('next'));
    clock.advance(999);
    expect(drawn).toEqual(['never commits']);
    clock.advance(1);
    expect(drawn).toEqual(['never commits', 'next']);
  });

  it('does not take back a turn that was passed on in time', () => {
    const clock = manualClock();
    const turns = createTurnQueue(clock.schedule, 1000);
    const drawn: string[] = [];
    turns.ask(() => drawn.push('a'));
    turns.ask(() => drawn.push('b'));
    turns.ask(() => drawn.push('c'));
    clock.advance(0);
    clock.advance(600);
    turns.pass();
    clock.advance(0);
    expect(drawn).toEqual(['a', 'b']);
    // a's deadline passes while b holds the turn: b keeps it.
    clock.advance(500);
    expect(drawn).toEqual(['a', 'b']);
  });
});
