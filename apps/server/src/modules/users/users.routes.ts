import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import { USERS_MSG, USER_CSV_MAX_BYTES, zUpdateIdentifier } from '@voyce/contracts/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import { processUsersCsv } from './users.csv.ts';
import type { UsersService } from './users.service.ts';

/** A bulk JSON list of 20,000 users is larger than the app's default body limit. */
const BULK_BODY_LIMIT = 20 * 1024 * 1024;

export function usersRoutes(svc: UsersService): RouteDef[] {
  return [
    defineRoute(userEndpoints.listUsers, async (b, ctx) => svc.list(ctx.auth, b.role, b.filters)),
    defineRoute(
      userEndpoints.deactivateUser,
      async (b, ctx) =>
        new WithMessage(await svc.deactivate(ctx.auth, b.userId, b.disabled), b.disabled ? USERS_MSG.deactivated : USERS_MSG.reactivated),
    ),
    defineRoute(
      userEndpoints.deleteUser,
      async (b, ctx) => new WithMessage(await svc.deleteInvite(ctx.auth, b.businessEmail), USERS_MSG.inviteDeleted),
    ),
    defineRoute(userEndpoints.checkUserRegistrationStatus, async (b, ctx) => svc.registrationStatus(ctx.auth, b.email)),
    defineRoute(userEndpoints.invite, async (b, ctx) => {
      const r = await svc.invite(ctx.auth, b.businessEmail, b.role);
      return new WithMessage(r.data, r.message);
    }),
    defineRoute(userEndpoints.updateUser, async (b, ctx) => new WithMessage(await svc.update(ctx.auth, b), USERS_MSG.userUpdated)),
    defineRoute(userEndpoints.addBlyndspotUsers, async (b, ctx) => svc.addUsers(ctx.auth, 'admin', b.users), {
      bodyLimit: BULK_BODY_LIMIT,
    }),
    defineRoute(userEndpoints.addMyvoyceUser, async (b, ctx) => svc.addUsers(ctx.auth, 'employee', b.users), {
      bodyLimit: BULK_BODY_LIMIT,
    }),
    defineRoute(userEndpoints.bulkUpdateUserDetails, async (b, ctx) => svc.bulkUpdate(ctx.auth, b), { bodyLimit: BULK_BODY_LIMIT }),
    defineRoute(userEndpoints.processUsersDatacsv, async (_b, ctx) => {
      const upload = await readUpload(ctx.request);
      if (upload.organizationId !== ctx.auth.organizationId) throw new AppError(ERROR_CODES.forbidden, 403, MSG.authorizationError);
      const result = processUsersCsv(upload.text, upload.identifier);
      return new WithMessage(result, USERS_MSG.processedFile);
    }),
  ];
}

const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: USERS_MSG.fileTooLarge,
  FST_FILES_LIMIT: USERS_MSG.oneFileOnly,
  FST_INVALID_MULTIPART_CONTENT_TYPE: USERS_MSG.fileRequired,
  FST_PARTS_LIMIT: USERS_MSG.oneFileOnly,
  FST_FIELDS_LIMIT: USERS_MSG.oneFileOnly,
};

/** The upload's fields and its one CSV file, with the spec's messages for each refusal. */
async function readUpload(request: FastifyRequest): Promise<{ organizationId: string; identifier: 'email' | 'employeeId'; text: string }> {
  const fields: Record<string, string> = {};
  let text: string | null = null;
  try {
    if (!request.isMultipart()) throw badRequest(USERS_MSG.fileRequired);
    for await (const part of request.parts({ limits: { fileSize: USER_CSV_MAX_BYTES - 1, files: 1, fields: 10 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!/\.csv$/i.test(part.filename ?? '')) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(USERS_MSG.csvOnly, { file: USERS_MSG.csvOnly });
      }
      const buffer = await part.toBuffer();
      text = buffer.toString('utf8');
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code && MULTIPART_ERRORS[code]) throw badRequest(MULTIPART_ERRORS[code], { file: MULTIPART_ERRORS[code] });
    throw e;
  }
  const organizationId = z.uuid().safeParse(fields.organizationId);
  if (!organizationId.success) throw badRequest('Invalid id', { organizationId: 'Invalid id' });
  const identifier = zUpdateIdentifier.safeParse(fields.identifier ?? 'email');
  if (!identifier.success) throw badRequest(USERS_MSG.identifierRequired, { identifier: USERS_MSG.identifierRequired });
  if (text === null) throw badRequest(USERS_MSG.fileRequired, { file: USERS_MSG.fileRequired });
  return { organizationId: organizationId.data, identifier: identifier.data, text };
}
