// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { InTurn } from './in-turn';

/** A drawn part: logs its commit and what of the page was drawn at that moment. */
function Part({ name, value, log }: { name: string; value: string; log: string[] }) {
  useEffect(() => {
    const drawn = [...document.querySelectorAll('[data-part]')].map((el) => el.getAttribute('data-part'));
    log.push(`${name}=${value} [${drawn.join(',')}]`);
  }, [name, value, log]);
  return <p data-part={name}>{`${name}: ${value}`}</p>;
}

function Page({ names, value, log, height = 120 }: { names: string[]; value: string; log: string[]; height?: number }) {
  return (
    <>
      <h1>First screen</h1>
      {names.map((name) => (
        <InTurn key={name} value={value} height={height}>
          {(v) => <Part name={name} value={v} log={log} />}
        </InTurn>
      ))}
    </>
  );
}

/** Never resolves: a part whose render never commits. */
const never = new Promise<never>(() => {});
function Stuck(): never {
  throw never;
}

describe('InTurn', () => {
  it('draws the first screen first, keeps each part’s space, then the parts one at a time in page order', async () => {
    const log: string[] = [];
    const { container } = renderWithApp(<Page names={['trends', 'cards', 'heatmap']} value="v1" log={log} />);
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(container.querySelectorAll('[data-part]')).toHaveLength(0);
    // Before it draws, each part holds its height, so the page's length barely moves.
    const placeholders = [...container.querySelectorAll('div > div')].filter((el) => getComputedStyle(el).height === '120px');
    expect(placeholders).toHaveLength(3);

    await waitFor(() => expect(log).toHaveLength(3));
    // Each part committed alone: when it drew, only the parts before it were on the page.
    expect(log).toEqual(['trends=v1 [trends]', 'cards=v1 [trends,cards]', 'heatmap=v1 [trends,cards,heatmap]']);
  });

  it('redraws in turn when the value changes', async () => {
    const log: string[] = [];
    const { rerender } = renderWithApp(<Page names={['a', 'b']} value="v1" log={log} />);
    await waitFor(() => expect(log).toHaveLength(2));
    rerender(<Page names={['a', 'b']} value="v2" log={log} />);
    // The old value stays drawn until the part's turn comes.
    expect(screen.getByText('a: v1')).toBeTruthy();
    await waitFor(() => expect(log).toHaveLength(4));
    expect(log.slice(2)).toEqual(['a=v2 [a,b]', 'b=v2 [a,b]']);
    expect(screen.getByText('b: v2')).toBeTruthy();
  });

  it('passes the turn on when a part goes before drawing, and takes it back from a part that never draws', async () => {
    const log: string[] = [];
    function WithStuckPart() {
      const [gone, setGone] = useState(false);
      useEffect(() => setGone(true), []);
      return (
        <>
          {!gone && (
            <InTurn value="x" height={50}>
              {() => <p>leaving</p>}
            </InTurn>
          )}
          <Suspense fallback={<p>waiting</p>}>
            <InTurn value="x" height={50}>
              {() => <Stuck />}
            </InTurn>
          </Suspense>
          <InTurn value="v1" height={50}>
            {(v) => <Part name="after" value={v} log={log} />}
          </InTurn>
        </>
      );
    }
    renderWithApp(<WithStuckPart />);
    // The stuck part's transition never commits; after the queue's timeout (1 s) the next part draws anyway.
    await waitFor(() => expect(log).toEqual(['after=v1 [after]']), { timeout: 2500 });
    expect(screen.queryByText('leaving')).toBeNull();
  });

  it('draws 100 parts, every one, in page order', async () => {
    const log: string[] = [];
    const names = Array.from({ length: 100 }, (_, i) => `p${i}`);
    renderWithApp(<Page names={names} value="v" log={log} height={10} />);
    await waitFor(() => expect(log).toHaveLength(100), { timeout: 4000 });
    expect(log.map((l) => l.split('=')[0])).toEqual(names);
    // One at a time: each commit added exactly one part.
    expect(log.map((l) => l.split('[')[1]!.split(',').length)).toEqual(names.map((_, i) => i + 1));
  });
});
