/**
 * The list budgets of ARCHITECTURE §8 as ratios of req/s measured in the same round: each
 * list call against the authenticated floor route (goal >= 0.60), the floor against a bare
 * Fastify route (goal >= 0.30). One ratio per round; the median is the figure, with the range.
 */
/** `errors`: failed answers of either side; a route that fails fast is no figure at all. */
export type Ratio = { name: string; median: number; min: number; max: number; goal: number; errors: number };
export type ApiRatios = { floor: Ratio; calls: Ratio[]; computed: Ratio[] };

const LIST_GOAL = 0.6;
const FLOOR_GOAL = 0.3;

function ratio(name: string, over: number[], under: number[], goal: number, errors = 0): Ratio {
  const each = over.map((v, i) => v / under[i]!).sort((a, b) => a - b);
  return { name, median: each[Math.floor(each.length / 2)]!, min: each[0]!, max: each[each.length - 1]!, goal, errors };
}

/** `rps` by route name, one entry per round, as insights-api measured them. */
export function apiRatios(
  rps: Map<string, number[]>,
  bare: string,
  floor: string,
  calls: string[],
  computed: string[] = [],
  errors = new Map<string, number>(),
): ApiRatios {
  const of = (name: string) => rps.get(name)!;
  const failed = (...names: string[]) => names.reduce((n, name) => n + (errors.get(name) ?? 0), 0);
  const perFloor = (name: string) => ratio(`${name} / floor`, of(name), of(floor), LIST_GOAL, failed(name, floor));
  return {
    floor: ratio(`${floor} / ${bare}`, of(floor), of(bare), FLOOR_GOAL, failed(floor, bare)),
    calls: calls.map(perFloor),
    computed: computed.map(perFloor),
  };
}

export function formatApiRatios(r: ApiRatios): string[] {
  const line = (x: Ratio) =>
    `  ${x.name.padEnd(46)} ${x.median.toFixed(2)} (range ${x.min.toFixed(2)}-${x.max.toFixed(2)}, goal >= ${x.goal.toFixed(2)}${x.errors ? `, ${x.errors} ERRORS: not a figure` : x.median >= x.goal ? '' : ', MISSED'})`;
  return ['req/s ratios (same run):', ...r.calls.map(line), ...r.computed.map(line), line(r.floor)];
}
