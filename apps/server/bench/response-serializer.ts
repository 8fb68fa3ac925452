import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { z } from 'zod';
import { responseSerializerCompiler } from '../src/http/response-serializer.ts';

/**
 * What answering through the response schema costs: a 50-insight /findSubmissions
 * page serialised by plain JSON.stringify and by the schema serialiser, in alternating slices of
 * one run (this box is noisy: compare the ratio, not the absolutes).
 */
function page(rows: number) {
  const day = new Date(Date.UTC(2026, 10, 1));
  return {
    status: 'OK',
    data: {
      entities: Array.from({ length: rows }, (_, i) => ({
        id: crypto.randomUUID(),
        organizationId: crypto.randomUUID(),
        topicId: crypto.randomUUID(),
        topic: `Topic ${i % 7}`,
        topicPinnedAt: null,
        theme: 'Workload & Wellbeing',
        status: 'open',
        stage: 'processed',
        processing: false,
        closedAt: null,
        markedAsWinAt: null,
        delegatedAt: day,
        requestedUnmaskAt: null,
        unmaskedAt: null,
        declinedUnmaskedAt: null,
        lastReplyAt: day,
        rating: null,
        body: 'The rota leaves the warehouse short on Fridays and nobody answers when we ask why. '.repeat(3),
        createdAt: day,
        messageCount: 2,
        severity: 3,
        severityName: 'High',
        emergencyTypes: [],
        possibleEmergencyTypes: [],
        language: 'en',
        qualityWarnings: [],
        tone: 'negative',
        reachoutCategory: null,
        reachoutId: null,
        departments: [{ id: crypto.randomUUID(), name: 'Warehouse' }],
        departmentClassifications: [{ id: crypto.randomUUID(), name: 'Operations' }],
        userFirstName: null,
        userLastName: null,
        userEmail: null,
      })),
      count: rows,
      meta: { pagination: { total_items: 500, items_start: 1, items_end: rows, page: 1, pageSize: rows } },
    },
  };
}

export async function benchResponseSerializer() {
  const schema = z.object({ status: z.literal('OK'), data: insightEndpoints.findSubmissions.response, message: z.string().optional() });
  const viaSchema = responseSerializerCompiler({ schema, url: '/api/findSubmissions', method: 'POST', httpStatus: '200' });
  const payload = page(50);
  const time = (f: () => string, n: number) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) f();
    return Number(process.hrtime.bigint() - start) / n / 1000;
  };
  // What the serialiser once did: the JSON form by a serialise-and-parse round trip.
  const viaRoundTrip = () => JSON.stringify(schema.parse(JSON.parse(JSON.stringify(payload))));
  const plain: number[] = [];
  const shaped: number[] = [];
  const roundTrip: number[] = [];
  for (let slice = 0; slice < 10; slice++) {
    plain.push(time(() => JSON.stringify(payload), 200));
    shaped.push(time(() => viaSchema(payload), 200));
    roundTrip.push(time(viaRoundTrip, 200));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const [p, s] = [median(plain), median(shaped)];
  return {
    plainUs: p,
    schemaUs: s,
    ratio: s / p,
    roundTripRatio: median(roundTrip) / p,
    range: [Math.min(...shaped) / Math.max(...plain), Math.max(...shaped) / Math.min(...plain)],
  };
}
