import { describe, expect, it } from 'vitest';
import { backTarget, detailTitle, idsFrom, submissionLabel } from './detail-rules';

describe('respond page rules (spec 1 §2)', () => {
  it('goes back to the reach-out, else the list with its query, else the dashboard', () => {
    expect(backTarget('r1', '?topic=a')).toBe('/reachouts/r1');
    expect(backTarget(null, '?topic=a&topicId=b')).toBe('/submissions?topic=a&topicId=b');
    expect(backTarget(null, null)).toBe('/dashboard');
  });

  it("titles one insight by its label and several by topic counts joined with ' & '", () => {
    expect(detailTitle([{ body: 'Short text', topic: 'VPN' }], '-')).toBe('Short text');
    expect(
      detailTitle(
        [
          { body: 'a', topic: 'VPN' },
          { body: 'b', topic: 'VPN' },
          { body: 'c', topic: 'Parking' },
        ],
        '-',
      ),
    ).toBe('VPN (2) & Parking (1)');
    expect(submissionLabel({ body: 'x'.repeat(80) })).toHaveLength(61);
  });

  it('reads id, then ids, then the selection', () => {
    expect(idsFrom(new URLSearchParams('id=a&ids=b,c'), ['z'])).toEqual(['a']);
    expect(idsFrom(new URLSearchParams('ids=b,c,b'), ['z'])).toEqual(['b', 'c']);
    expect(idsFrom(new URLSearchParams(''), ['z'])).toEqual(['z']);
  });
});
