import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { addInvoice, OperatorError, setPlan } from '../modules/billing/billing.operator.ts';

/** `--some-flag value` pairs as { someFlag: value }; a flag without a value is an error. */
function flags(args: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!;
    const value = args[i + 1];
    if (!name.startsWith('--') || value === undefined) throw new OperatorError(`Expected --flag value pairs, got "${name}"`);
    out[name.slice(2).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

const problems = (err: z.ZodError) =>
  err.issues.map((i) => `--${String(i.path[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${i.message}`).join('; ');

/** billing:set-plan and billing:add-invoice; answers the exit code. */
export async function runBillingCommand(db: Db, command: 'billing:set-plan' | 'billing:add-invoice', args: string[]): Promise<number> {
  try {
    if (command === 'billing:set-plan') {
      const plan = await setPlan(db, flags(args));
      console.log(
        `Plan of ${plan.organizationId}: ${plan.planName}, renews ${plan.renewalDate ?? '-'}, ` +
          `Blyndspot licences ${plan.blyndspotLicenses ?? '-'}, MyVoyce licences ${plan.myvoyceLicenses ?? '-'}.`,
      );
    } else {
      const invoice = await addInvoice(db, flags(args));
      console.log(`Invoice ${invoice.invoiceNumber} added (${invoice.currencyCode} ${invoice.total}, ${invoice.status}).`);
    }
    return 0;
  } catch (err) {
    if (err instanceof z.ZodError) console.error(`${command}: ${problems(err)}`);
    else if (err instanceof OperatorError) console.error(`${command}: ${err.message}`);
    else throw err;
    return 2;
  }
}
