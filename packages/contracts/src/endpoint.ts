import type { z } from './zod.ts';
import type { PermissionArea, PermissionLevel } from './roles.ts';

/**
 * One call of the API, defined once: the server registers its route from this object (request
 * validated, response serialised through its schema so a field outside it never leaves the
 * server, permission checked), the OpenAPI document is generated from it, and the web calls it
 * with `call(endpoint, input)`, its types inferred from the same schemas.
 */

/**
 * Who may call: `public` (no token), `leader` (the dashboard: an admin or owner membership, and
 * what a custom role allows is the endpoint's `permission`), `employee` (MyVoyce), `member` (any
 * signed-in, active member).
 */
export type Access = 'public' | 'leader' | 'employee' | 'member';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a leader endpoint needs of a custom role. `any` marks the organisation's directories
 * (departments, leaders, members, lookups) that every leader screen reads, whatever the role.
 */
export type EndpointPermission = { area: PermissionArea; level: PermissionLevel } | 'any';

export const view = (area: PermissionArea): EndpointPermission => ({ area, level: 'view' });
export const edit = (area: PermissionArea): EndpointPermission => ({ area, level: 'edit' });

/** The response of a link opened in a browser tab (a file or a page), sent as is, not as JSON. */
export const FILE_RESPONSE = 'file';
export type FileResponse = typeof FILE_RESPONSE;

type EndpointBase<Req extends z.ZodMiniType, Res extends z.ZodMiniType | FileResponse> = {
  method: Method;
  /** Below `/api`. */
  path: string;
  summary: string;
  /** The body (POST/PATCH) or querystring (GET/DELETE). */
  request: Req;
  /** The envelope's `data`; nothing outside it is sent. */
  response: Res;
  /** Path parameters (`/downloads/:token`). */
  params?: z.ZodMiniType;
};

export type Endpoint<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType | FileResponse = z.ZodMiniType | FileResponse,
  A extends Access = Access,
> = EndpointBase<Req, Res> & { access: A } & (A extends 'leader' ? { permission: EndpointPermission } : { permission?: undefined });

export const defineEndpoint = <Req extends z.ZodMiniType, Res extends z.ZodMiniType | FileResponse, A extends Access>(
  endpoint: Endpoint<Req, Res, A>,
): Endpoint<Req, Res, A> => endpoint;

/** What the web sends: the request schema's input. */
export type EndpointInput<E extends Endpoint> = z.input<E['request']>;
/** What the web receives: the response schema's output (the envelope's `data`). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodMiniType ? z.output<E['response']> : never;
