import { z } from 'zod';

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
export const zScimListQuery = z
  .object({
    filter: z.string().max(1000).optional(),
    startIndex: z.string().max(20).optional(),
    count: z.string().max(20).optional(),
    attributes: z.string().max(1000).optional(),
    excludedAttributes: z.string().max(1000).optional(),
  })
  .strict();

export const zScimNoQuery = z.object({}).strict();

/** A resource's id in the path (ours are uuids; anything else answers 404). */
export const zScimResourceId = z.object({ id: z.string().max(200) });

const zScimBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE']).transform((v) => v.toLowerCase() === 'true'),
]);
const zText = (max: number) => z.string().trim().max(max);

/** A User as created or replaced (RFC 7643 §4.1, with the enterprise extension §4.3). */
export const zScimUser = z.object({
  userName: zText(254).min(1),
  externalId: zText(500).nullish(),
  active: zScimBoolean.optional(),
  name: z.object({ givenName: zText(100).nullish(), familyName: zText(100).nullish() }).nullish(),
  displayName: zText(300).nullish(),
  emails: z
    .array(z.object({ value: zText(254).nullish(), type: zText(50).nullish(), primary: zScimBoolean.nullish() }))
    .max(20)
    .nullish(),
  [SCIM_SCHEMA.enterprise]: z
    .object({
      employeeNumber: zText(100).nullish(),
      department: zText(200).nullish(),
      manager: z.union([z.object({ value: zText(100).nullish() }), zText(100)]).nullish(),
    })
    .nullish(),
});
export type ScimUserInput = z.output<typeof zScimUser>;

/** A Group as created or replaced: a department and its members. */
export const zScimGroup = z.object({
  displayName: zText(200).min(1),
  externalId: zText(500).nullish(),
  members: z
    .array(z.object({ value: zText(100) }))
    .max(100_000)
    .nullish(),
});
export type ScimGroupInput = z.output<typeof zScimGroup>;

/** A PATCH (RFC 7644 §3.5.2): operations, their names in any case (Entra ID sends "Replace"). */
export const zScimPatch = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z
    .array(
      z.object({
        op: z.string().transform((v, ctx) => {
          const op = v.toLowerCase();
          if (op !== 'add' && op !== 'remove' && op !== 'replace') {
            ctx.addIssue({ code: 'custom', message: `Unknown operation ${v}` });
            return z.NEVER;
          }
          return op as 'add' | 'remove' | 'replace';
        }),
        path: z.string().max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});
export type ScimPatch = z.output<typeof zScimPatch>;
