/**
 * Employees placed in departments, the audience of the reach-out journeys (e2e/reachouts):
 * two who answer (one per department) and one who stays silent, so engagement is 2 of 3.
 * The e2e employee (employee@e2e.test) belongs to no department: outside every audience.
 */
export const E2E_AUDIENCE = [
  { email: 'ana.ops@e2e.test', firstName: 'Ana', lastName: 'Ops', department: 'Warehouse' },
  { email: 'ben.builder@e2e.test', firstName: 'Ben', lastName: 'Builder', department: 'Engineering' },
  { email: 'cara.crate@e2e.test', firstName: 'Cara', lastName: 'Crate', department: 'Warehouse' },
] as const;
