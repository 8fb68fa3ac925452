import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { ERROR_CODES } from '@voyce/contracts/errors';
import { MSG } from '@voyce/contracts/messages';
import { zUpdateIdentifier } from '@voyce/contracts/user-bulk';
import { zImportMode } from '@voyce/contracts/user-import';
import { USERS_MSG, USER_CSV_MAX_BYTES } from '@voyce/contracts/user-messages';
import { zUserListRole } from '@voyce/contracts/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { UsersService } from './users.service.ts';

/** A bulk JSON list of 20,000 users is larger than the app's default body limit. */
const BULK_BODY_LIMIT = 20 * 1024 * 1024;

export function usersRoutes(svc: UsersService): RouteDef[] {
  return [
    defineRoute(
      userEndpoints.listUsers,
      async (b, ctx) => new WithMessage(await svc.list(ctx.auth, b.role, b.filters), USERS_MSG.usersFetched),
    ),
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
      const r = await svc.invite(ctx.auth, b.businessEmail, b.role, b.language);
      return new WithMessage(r.data, r.message);
    }),
    defineRoute(userEndpoints.updateUser, async (b, ctx) => new WithMessage(await svc.update(ctx.auth, b), USERS_MSG.userUpdated)),
    defineRoute(userEndpoints.addBlyndspotUsers, async (b, ctx) => svc.addUsers(ctx.auth, 'admin', b.users), {
      bodyLimit: BULK_BODY_LIMIT,
    }),
    defineRoute(userEndpoints.addMyvoyceUser, async (b, ctx) => svc.addUsers(ctx.auth, 'employee', b.users, b.language), {
      bodyLimit: BULK_BODY_LIMIT,
    }),
    defineRoute(userEndpoints.bulkUpdateUserDetails, async (b, ctx) => svc.bulkUpdate(ctx.auth, b), { bodyLimit: BULK_BODY_LIMIT }),
    defineRoute(userEndpoints.processUsersDatacsv, async (_b, ctx) => {
      const upload = await readUpload(ctx.request);
      if (upload.organizationId !== ctx.auth.organizationId) throw new AppError(ERROR_CODES.forbidden, 403, MSG.authorizationError);
      return new WithMessage(await svc.previewImport(ctx.auth, upload), USERS_MSG.processedFile);
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

/**
 * The upload's fields and its one CSV file, with the spec's messages for each refusal. A client
 * that sends no mode adds, or updates when it names the employee ID as identifier; the role
 * (the tab) defaults to employee when adding, and must be given when updating.
 */
async function readUpload(request: FastifyRequest): Promise<{
  organizationId: string;
  identifier: 'email' | 'employeeId';
  mode: 'add' | 'update';
  role: 'admin' | 'employee';
  text: string;
}> {
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
  const mode = zImportMode.safeParse(fields.mode ?? (identifier.data === 'employeeId' ? 'update' : 'add'));
  if (!mode.success) throw badRequest(USERS_MSG.importModeRequired, { mode: USERS_MSG.importModeRequired });
  const role = zUserListRole.safeParse(fields.role ?? (mode.data === 'add' ? 'employee' : undefined));
  if (!role.success) throw badRequest(USERS_MSG.userTypeRequired, { role: USERS_MSG.userTypeRequired });
  if (text === null) throw badRequest(USERS_MSG.fileRequired, { file: USERS_MSG.fileRequired });
  return { organizationId: organizationId.data, identifier: identifier.data, mode: mode.data, role: role.data, text };
}
