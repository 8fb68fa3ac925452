import { SCIM_MAX_COUNT, SCIM_SCHEMA } from '@voyce/contracts/scim';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { RawReply } from '../../http/routes.ts';

/** SCIM's wire: its content type, its error format (RFC 7644 §3.12), filters and pages. */
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

export type ScimErrorType =
  'invalidFilter' | 'tooMany' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue';

export class ScimError extends Error {
  readonly status: number;
  readonly scimType?: ScimErrorType;
  constructor(status: number, detail: string, scimType?: ScimErrorType) {
    super(detail);
    this.status = status;
    this.scimType = scimType;
  }
  body() {
    return {
      schemas: [SCIM_SCHEMA.error],
      status: String(this.status),
      detail: this.message,
      ...(this.scimType ? { scimType: this.scimType } : {}),
    };
  }
}

export const scimReply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new RawReply(status === 204 ? '' : JSON.stringify(body), SCIM_CONTENT_TYPE, headers, status);

/** Every failure of a SCIM route as a SCIM error: 4xx for what the client sent, never internals. */
export function toScimError(err: unknown): ScimError {
  if (err instanceof ScimError) return err;
  if (err instanceof AppError) return new ScimError(err.httpStatus, err.message);
  if (hasZodFastifySchemaValidationErrors(err)) {
    return new ScimError(400, err.validation[0]?.message ?? 'The request is not valid', 'invalidValue');
  }
  const status = (err as FastifyError)?.statusCode;
  if (status === 413) return new ScimError(413, 'The request body is too large');
  if (status === 415) return new ScimError(415, 'Send the body as application/scim+json');
  if (status === 429) return new ScimError(429, 'Too many requests: slow down and retry');
  if (status && status >= 400 && status < 500) return new ScimError(status, 'The request is not valid', 'invalidSyntax');
  return new ScimError(500, 'The request could not be processed');
}

/**
 * The scope of the SCIM routes: it parses application/scim+json as JSON and answers SCIM errors,
 * handing each to `onError` first (awaited, so it is done when the answer leaves; only error
 * answers wait for it, and its own failure is logged, never answered).
 */
export function scimScope(onError?: (request: FastifyRequest, e: ScimError) => Promise<void>) {
  return (scope: FastifyInstance): void => {
    scope.addContentTypeParser('application/scim+json', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    scope.setErrorHandler(async (err, request, reply) => {
      const e = toScimError(err);
      if (e.status >= 500) request.log.error({ err }, 'SCIM request failed');
      if (onError) {
        try {
          await onError(request, e);
        } catch (failure) {
          request.log.warn({ err: failure }, 'SCIM error not recorded');
        }
      }
      return reply.status(e.status).type(SCIM_CONTENT_TYPE).send(e.body());
    });
  };
}

/** `attribute eq "value"`, the filters identity providers send (RFC 7644 §3.4.2.2); others are refused. */
export function parseEqFilter(filter: string | undefined, attributes: readonly string[]): { attribute: string; value: string } | null {
  if (filter === undefined || filter.trim() === '') return null;
  const m = /^\s*([A-Za-z][\w.:[\]" -]*?)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = m?.[1]?.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/, '');
  const known = attributes.find((a) => a.toLowerCase() === attribute?.toLowerCase());
  if (!m || !known)
    throw new ScimError(400, `Only ${attributes.map((a) => `${a} eq "…"`).join(', ')} filters are supported`, 'invalidFilter');
  return { attribute: known, value: m[2]!.replace(/\\(.)/g, '$1') };
}

/** 1-based startIndex and count as RFC 7644 §3.4.2.4 reads them (out-of-range values taken in range). */
export function pageOf(q: { startIndex?: string; count?: string }) {
  const int = (v: string | undefined, fallback: number) => {
    const n = v === undefined ? NaN : Number.parseInt(v, 10);
    return Number.isFinite(n) ? n : fallback;
  };
  const startIndex = Math.max(1, int(q.startIndex, 1));
  const count = Math.min(SCIM_MAX_COUNT, Math.max(0, int(q.count, 100)));
  return { startIndex, count, offset: startIndex - 1 };
}

export const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [SCIM_SCHEMA.list],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A resource id of ours, or a 404 (an id that cannot be one names nothing). */
export function resourceId(id: string, kind: 'User' | 'Group'): string {
  if (!UUID.test(id)) throw new ScimError(404, `${kind} ${id} not found`);
  return id.toLowerCase();
}
