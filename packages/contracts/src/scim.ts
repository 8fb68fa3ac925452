import { z } from './zod.ts';

/**
 * SCIM 2.0 (RFC 7643 resources, RFC 7644 protocol): what an identity provider's provisioning
 * client sends. The calls answer SCIM's own JSON (application/scim+json) and error format, not
 * the envelope. Requests are read leniently, as identity providers send them (unknown
 * attributes ignored; Entra ID's "True"/"False" strings taken as booleans), and checked field
 * by field in the server, after the SCIM token.
 */
export const SCIM_SCHEMA = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The most resources one list answers (`count` beyond it is lowered, RFC 7644 §3.4.2.4). */
export const SCIM_MAX_COUNT = 200;

/** A resource's body as sent (checked by the server after the token). */
export const zScimBody = z.record(z.string(), z.unknown());

/** A list's query: filter, 1-based startIndex, count (RFC 7644 §3.4.2). */
export const zScimListQuery = z.strictObject({
  filter: z.optional(z.string().check(z.maxLength(1000))),
  startIndex: z.optional(z.string().check(z.maxLength(20))),
  count: z.optional(z.string().check(z.maxLength(20))),
  attributes: z.optional(z.string().check(z.maxLength(1000))),
  excludedAttributes: z.optional(z.string().check(z.maxLength(1000))),
});

export const zScimNoQuery = z.strictObject({});

/** A resource's id in the path (ours are uuids; anything else answers 404). */
export const zScimResourceId = z.object({ id: z.string().check(z.maxLength(200)) });

const zScimBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE']),
    z.transform((v) => v.toLowerCase() === 'true'),
  ),
]);
const zText = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** A User as created or replaced (RFC 7643 §4.1, with the enterprise extension §4.3). */
export const zScimUser = z.object({
  userName: zText(254).check(z.minLength(1)),
  externalId: z.nullish(zText(500)),
  active: z.optional(zScimBoolean),
  name: z.nullish(z.object({ givenName: z.nullish(zText(100)), familyName: z.nullish(zText(100)) })),
  displayName: z.nullish(zText(300)),
  emails: z.nullish(
    z
      .array(z.object({ value: z.nullish(zText(254)), type: z.nullish(zText(50)), primary: z.nullish(zScimBoolean) }))
      .check(z.maxLength(20)),
  ),
  [SCIM_SCHEMA.enterprise]: z.nullish(
    z.object({
      employeeNumber: z.nullish(zText(100)),
      department: z.nullish(zText(200)),
      manager: z.nullish(z.union([z.object({ value: z.nullish(zText(100)) }), zText(100)])),
    }),
  ),
});
export type ScimUserInput = z.output<typeof zScimUser>;

/** A Group as created or replaced: a department and its members. */
export const zScimGroup = z.object({
  displayName: zText(200).check(z.minLength(1)),
  externalId: z.nullish(zText(500)),
  members: z.nullish(z.array(z.object({ value: zText(100) })).check(z.maxLength(100_000))),
});
export type ScimGroupInput = z.output<typeof zScimGroup>;

/** A PATCH (RFC 7644 §3.5.2): operations, their names in any case (Entra ID sends "Replace"). */
export const zScimPatch = z.object({
  schemas: z.optional(z.array(z.string())),
  Operations: z
    .array(
      z.object({
        op: z.pipe(
          z.string(),
          z.transform((v, ctx) => {
            const op = v.toLowerCase();
            if (op !== 'add' && op !== 'remove' && op !== 'replace') {
              ctx.issues.push({ code: 'custom', message: `Unknown operation ${v}`, input: ctx.value });
              return z.NEVER;
            }
            return op as 'add' | 'remove' | 'replace';
          }),
        ),
        path: z.optional(z.string().check(z.maxLength(500))),
        value: z.optional(z.unknown()),
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
});
export type ScimPatch = z.output<typeof zScimPatch>;
