import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { users } from '../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** A multipart/form-data body as a browser sends it: text fields, then files. */
export function multipartBody(fields: Record<string, string>, files: { name: string; content: string | Buffer; field?: string }[]) {
  const boundary = `----voyce${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /user-management/processUsersDatacsv with these fields and files. */
export async function uploadCsv(
  t: TestApp,
  token: string | undefined,
  fields: Record<string, string>,
  files: { name: string; content: string | Buffer }[],
) {
  const body = multipartBody(fields, files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user-management/processUsersDatacsv',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { status: string; data: any; message: string; error: { code: string; message: string; details?: any } },
  };
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [u] = await t.db.select({ id: users.id }).from(users).where(eq(users.businessEmail, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}
