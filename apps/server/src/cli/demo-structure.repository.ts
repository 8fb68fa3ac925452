import { NO_PERMISSIONS } from '@voyce/contracts/roles';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { businessUnits, departments, designations, divisions, locations, roles } from '../db/schema/index.ts';

/**
 * The demo organisation's structure tags beyond departments (spec 2 §2 structure pages), a
 * custom role, and the admin as head of the first departments, so every settings page shows data.
 */
export async function seedDemoStructure(tx: DbOrTx, organizationId: string, adminId: string) {
  await tx.insert(divisions).values([
    { organizationId, name: 'Europe North', description: 'Nordics, Benelux and the UK' },
    { organizationId, name: 'Europe South', description: 'Iberia, Italy and France' },
    { organizationId, name: 'Central Services', description: '' },
  ]);
  await tx.insert(designations).values([
    { organizationId, name: 'Warehouse Associate', description: 'Picks, packs and ships orders' },
    { organizationId, name: 'Team Lead', description: 'Leads a shift or a team' },
    { organizationId, name: 'Account Manager', description: 'Looks after key customers' },
    { organizationId, name: 'Support Specialist', description: '' },
  ]);
  await tx.insert(businessUnits).values([
    { organizationId, name: 'Outdoor Retail', description: 'Shops and web store' },
    { organizationId, name: 'Wholesale', description: 'Sales to partner stores' },
    { organizationId, name: 'Rentals', description: 'Paused for the winter', isActive: false },
  ]);
  await tx.insert(locations).values([
    { organizationId, name: 'Rotterdam Warehouse', country: 'NL', state: 'Zuid-Holland', timezone: 'Europe/Amsterdam' },
    { organizationId, name: 'Leeds Warehouse', country: 'GB', state: 'Leeds', timezone: 'Europe/London' },
    { organizationId, name: 'Barcelona Office', country: 'ES', state: 'Barcelona', timezone: 'Europe/Madrid' },
  ]);
  await tx.insert(roles).values({
    organizationId,
    name: 'Insights Analyst',
    permissions: { ...NO_PERMISSIONS, insights: 'view', reports: 'view' },
  });
  const [first] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.organizationId, organizationId)).limit(1);
  if (first)
    await tx
      .update(departments)
      .set({ departmentHeadId: adminId, description: 'Run by the demo admin' })
      .where(eq(departments.id, first.id));
}
