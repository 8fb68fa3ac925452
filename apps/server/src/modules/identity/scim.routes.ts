import { scimEndpoints } from '@voyce/contracts/endpoints/scim';
import type { FastifyRequest } from 'fastify';
import { defineRoute, type RouteDef } from '../../http/routes.ts';
import { scimReply, scimScope, type ScimError } from './scim-protocol.ts';
import type { ScimCaller, ScimService } from './scim.service.ts';

/** The SCIM token's organisation of each request, settled before its body is read. */
const callers = new WeakMap<FastifyRequest, ScimCaller>();

const SERVICE_PROVIDER_CONFIG = {
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: 200 },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    { type: 'oauthbearertoken', name: 'Bearer token', description: 'A SCIM token made in Settings, Identity', primary: true },
  ],
};

const RESOURCE_TYPES = [
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: 'urn:ietf:params:scim:schemas:core:2.0:User',
    schemaExtensions: [{ schema: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', required: false }],
  },
  {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    schema: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  },
];

const attribute = (name: string, type = 'string', extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  mutability: 'readWrite',
  returned: 'default',
  ...extra,
});
const SCHEMAS = [
  {
    id: 'urn:ietf:params:scim:schemas:core:2.0:User',
    name: 'User',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server', mutability: 'immutable' }),
      attribute('externalId'),
      attribute('active', 'boolean'),
      attribute('name', 'complex', { subAttributes: [attribute('givenName'), attribute('familyName')] }),
      attribute('emails', 'complex', { multiValued: true, mutability: 'readOnly' }),
    ],
  },
  {
    id: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    name: 'EnterpriseUser',
    attributes: [
      attribute('employeeNumber'),
      attribute('department'),
      attribute('manager', 'complex', { subAttributes: [attribute('value')] }),
    ],
  },
  {
    id: 'urn:ietf:params:scim:schemas:core:2.0:Group',
    name: 'Group',
    attributes: [attribute('displayName', 'string', { required: true }), attribute('members', 'complex', { multiValued: true })],
  },
].map((s) => ({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'], ...s }));

/** SCIM 2.0 (RFC 7644) under /api/scim/v2, in a scope that reads application/scim+json and answers SCIM errors. */
export function scimRoutes(svc: ScimService): RouteDef[] {
  const guard = async (request: FastifyRequest) => {
    callers.set(request, await svc.authenticate(request.headers.authorization));
  };
  // Only a request its token authenticated has a caller: a 401 (no or a bogus token) writes nothing.
  const recordError = async (request: FastifyRequest, e: ScimError) => {
    const c = callers.get(request);
    if (c) await svc.recordError(c, e.status, e.message);
  };
  const options = { scope: scimScope(recordError), guard };
  const caller = (request: FastifyRequest) => callers.get(request)!;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const e = scimEndpoints;
  return [
    defineRoute(e.serviceProviderConfig, async () => scimReply(SERVICE_PROVIDER_CONFIG), options),
    defineRoute(
      e.resourceTypes,
      async () =>
        scimReply({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 2, Resources: RESOURCE_TYPES }),
      options,
    ),
    defineRoute(
      e.schemas,
      async () =>
        scimReply({ schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: SCHEMAS.length, Resources: SCHEMAS }),
      options,
    ),
    defineRoute(e.listUsers, async (q, ctx) => scimReply(await svc.listUsers(caller(ctx.request), q)), options),
    defineRoute(
      e.createUser,
      async (b, ctx) => {
        const user = await svc.createUser(caller(ctx.request), b);
        return scimReply(user, 201, { location: user.meta.location });
      },
      options,
    ),
    defineRoute(e.getUser, async (_q, ctx) => scimReply(await svc.getUser(caller(ctx.request), idOf(ctx.request))), options),
    defineRoute(e.replaceUser, async (b, ctx) => scimReply(await svc.replaceUser(caller(ctx.request), idOf(ctx.request), b)), options),
    defineRoute(e.patchUser, async (b, ctx) => scimReply(await svc.patchUser(caller(ctx.request), idOf(ctx.request), b)), options),
    defineRoute(
      e.deleteUser,
      async (_q, ctx) => {
        await svc.deleteUser(caller(ctx.request), idOf(ctx.request));
        return scimReply(null, 204);
      },
      options,
    ),
    defineRoute(e.listGroups, async (q, ctx) => scimReply(await svc.listGroups(caller(ctx.request), q)), options),
    defineRoute(
      e.createGroup,
      async (b, ctx) => {
        const group = await svc.createGroup(caller(ctx.request), b);
        return scimReply(group, 201, { location: group.meta.location });
      },
      options,
    ),
    defineRoute(e.getGroup, async (_q, ctx) => scimReply(await svc.getGroup(caller(ctx.request), idOf(ctx.request))), options),
    defineRoute(e.replaceGroup, async (b, ctx) => scimReply(await svc.replaceGroup(caller(ctx.request), idOf(ctx.request), b)), options),
    defineRoute(e.patchGroup, async (b, ctx) => scimReply(await svc.patchGroup(caller(ctx.request), idOf(ctx.request), b)), options),
    defineRoute(
      e.deleteGroup,
      async (_q, ctx) => {
        await svc.deleteGroup(caller(ctx.request), idOf(ctx.request));
        return scimReply(null, 204);
      },
      options,
    ),
  ];
}
