/**
 * The list budgets of ARCHITECTURE §8 as ratios of req/s measured in the same round: each
 * list call against the authenticated floor route (goal >= 0.60), the floor against a bare
 * Fastify route (goal >= 0.30). One ratio per round; the median is the figure, with the range.
 */
export type Ratio = { name: string; median: number; min: number; max: number; goal: number };
export type ApiRatios = { floor: Ratio; calls: Ratio[]; computed: Ratio[] };

const LIST_GOAL = 0.6;
const FLOOR_GOAL = 0.3;

function ratio(name: string, over: number[], under: number[], goal: number): Ratio {
  const each = over.map((v, i) => v / under[i]!).sort((a, b) => a - b);
  return { name, median: each[Math.floor(each.length / 2)]!, min: each[0]!, max: each[each.length - 1]!, goal };
}

/** `rps` by route name, one entry per round, as insights-api measured them. */
export function apiRatios(rps: Map<string, number[]>, bare: string, floor: string, calls: string[], computed: string[] = []): ApiRatios {
  const of = (name: string) => rps.get(name)!;
  const perFloor = (name: string) => ratio(`${name} / floor`, of(name), of(floor), LIST_GOAL);
  return {
    floor: ratio(`${floor} / ${bare}`, of(floor), of(bare), FLOOR_GOAL),
    calls: calls.map(perFloor),
    computed: computed.map(perFloor),
  };
}

export function formatApiRatios(r: ApiRatios): string[] {
  const line = (x: Ratio) =>
    `  ${x.name.padEnd(46)} ${x.median.toFixed(2)} (range ${x.min.toFixed(2)}-${x.max.toFixed(2)}, goal >= ${x.goal.toFixed(2)}${x.median >= x.goal ? '' : ', MISSED'})`;
  return ['req/s ratios (same run):', ...r.calls.map(line), ...r.computed.map(line), line(r.floor)];
}
