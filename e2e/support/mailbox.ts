import { expect, type APIRequestContext } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; createdAt: string };

/** Waits for a new e-mail to `to` in the dev mailbox, as a person waits for their inbox. */
export async function waitForMail(request: APIRequestContext, to: string, after: Date, match?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/mailbox.json');
        const mails = ((await res.json()) as { data: Mail[] }).data;
        found = mails.find((m) => m.to === to && new Date(m.createdAt) >= after && (!match || match.test(m.text)));
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const codeIn = (mail: Mail): string => /\b(\d{6})\b/.exec(mail.text)![1]!;
export const linkIn = (mail: Mail): string => /(https?:\/\/\S+)/.exec(mail.text)![1]!;
