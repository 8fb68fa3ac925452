/**
 * Employees placed in departments, the audience of the reach-out journeys (e2e/reachouts).
 * A reach-out goes to at least k = 5 people and its answers stay hidden until 5 answered
 * (ARCHITECTURE §5), so there are seven: six in Warehouse, one in Engineering. Engineering
 * alone (one person) is the audience the wizard refuses. The journeys have five answer and
 * two stay silent, so engagement is 5 of 7.
 * The e2e employee (employee@e2e.test) belongs to no department: outside every audience.
 */
export const E2E_AUDIENCE = [
  { email: 'ana.ops@e2e.test', firstName: 'Ana', lastName: 'Ops', department: 'Warehouse' },
  { email: 'ben.builder@e2e.test', firstName: 'Ben', lastName: 'Builder', department: 'Engineering' },
  { email: 'cara.crate@e2e.test', firstName: 'Cara', lastName: 'Crate', department: 'Warehouse' },
  { email: 'dan.dock@e2e.test', firstName: 'Dan', lastName: 'Dock', department: 'Warehouse' },
  { email: 'eve.stock@e2e.test', firstName: 'Eve', lastName: 'Stock', department: 'Warehouse' },
  { email: 'finn.fork@e2e.test', firstName: 'Finn', lastName: 'Fork', department: 'Warehouse' },
  { email: 'gia.gate@e2e.test', firstName: 'Gia', lastName: 'Gate', department: 'Warehouse' },
] as const;

/** The organisation's minimum group size in the journeys: the default (contracts anonymity.ts). */
export const E2E_MIN_GROUP_SIZE = 5;
