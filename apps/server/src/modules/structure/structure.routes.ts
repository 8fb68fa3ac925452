import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { STRUCTURE_MSG } from '@voyce/contracts/structure';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { StructureService } from './structure.service.ts';

const saved = async <T>(p: Promise<T>) => new WithMessage(await p, STRUCTURE_MSG.saved);

/** Spec 2 §7: structure tags, their lookups and department classifications. */
export function structureRoutes(svc: StructureService): RouteDef[] {
  return [
    defineRoute(organizationEndpoints.fetchDepartments, (_b, ctx) => svc.fetchDepartments(ctx.auth)),
    defineRoute(organizationEndpoints.createDepartment, ({ organizationId: _o, ...v }, ctx) => saved(svc.createDepartment(ctx.auth, v))),
    defineRoute(organizationEndpoints.updateDepartment, ({ organizationId: _o, id, ...v }, ctx) =>
      saved(svc.updateDepartment(ctx.auth, id, v)),
    ),
    defineRoute(organizationEndpoints.findDepartmentClassifications, (_b, ctx) => svc.findDepartmentClassifications(ctx.auth)),
    defineRoute(organizationEndpoints.fetchDivisions, async (_b, ctx) => ({ entity: await svc.listTags(ctx.auth, 'division') })),
    defineRoute(organizationEndpoints.createDivision, ({ organizationId: _o, ...v }, ctx) => saved(svc.createTag(ctx.auth, 'division', v))),
    defineRoute(organizationEndpoints.updateDivision, ({ organizationId: _o, id, ...v }, ctx) =>
      saved(svc.updateTag(ctx.auth, 'division', id, v)),
    ),
    defineRoute(organizationEndpoints.fetchDesignations, async (_b, ctx) => ({ entity: await svc.listTags(ctx.auth, 'designation') })),
    defineRoute(organizationEndpoints.createDesignation, ({ organizationId: _o, ...v }, ctx) =>
      saved(svc.createTag(ctx.auth, 'designation', v)),
    ),
    defineRoute(organizationEndpoints.updateDesignation, ({ organizationId: _o, id, ...v }, ctx) =>
      saved(svc.updateTag(ctx.auth, 'designation', id, v)),
    ),
    defineRoute(organizationEndpoints.findBusinessEntity, async (_b, ctx) => ({ entities: await svc.listTags(ctx.auth, 'businessUnit') })),
    defineRoute(organizationEndpoints.createBusinessEntity, ({ organizationId: _o, ...v }, ctx) =>
      saved(svc.createTag(ctx.auth, 'businessUnit', v)),
    ),
    defineRoute(organizationEndpoints.updateBusinessEntity, ({ organizationId: _o, id, ...v }, ctx) =>
      saved(svc.updateTag(ctx.auth, 'businessUnit', id, v)),
    ),
    defineRoute(organizationEndpoints.deactivateBusinessEntity, (b, ctx) => saved(svc.setBusinessUnitActive(ctx.auth, b.id, b.is_active))),
    defineRoute(organizationEndpoints.fetchLocations, (_b, ctx) => svc.fetchLocations(ctx.auth)),
    defineRoute(organizationEndpoints.createLocation, ({ organizationId: _o, ...v }, ctx) => saved(svc.createLocation(ctx.auth, v))),
    defineRoute(organizationEndpoints.updateLocation, ({ organizationId: _o, id, ...v }, ctx) =>
      saved(svc.updateLocation(ctx.auth, id, v)),
    ),
    defineRoute(organizationEndpoints.searchMembers, ({ organizationId: _o, ...q }, ctx) => svc.searchMembers(ctx.auth, q)),
    defineRoute(organizationEndpoints.findCountries, async () => svc.findCountries()),
    defineRoute(organizationEndpoints.findStates, async (b) => svc.findStates(b.countryCode)),
    defineRoute(organizationEndpoints.findTimeZones, async () => svc.findTimeZones()),
  ];
}
