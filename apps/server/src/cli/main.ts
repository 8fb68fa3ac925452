import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createLogger } from '../lib/logger.ts';
import { createOrganization, removeOrganization } from '../modules/organizations/organizations.service.ts';
import { zEmail } from '@voyce/contracts/common';
import { demoBanner, seedDemo } from './seed-demo.ts';
import { seedLoad } from './seed-load.repository.ts';
import { runBillingCommand } from './billing-commands.ts';
import { registrationLink } from '../modules/invites/invites.service.ts';
import { loadSecrets } from '../lib/secrets.ts';
import { createIdentityVault } from '../lib/identity-vault.ts';
import { createAiProvider } from '../ai/provider.ts';
import { readServer } from '../db/embedded-owner.ts';

/** Operator commands: `npm run cli -- <command> [--flag value]`. */
const USAGE = `Usage: npm run cli -- <command>
  db:migrate                                   apply database migrations
  org:create --name <name> --admin-email <e>   create an organisation and queue its admin's invite (the server sends it)
  org:delete --org <id> --confirm-name <name>  remove an organisation and everything it holds (its insights,
                                               people, audit log); members of no other organisation lose their account
  seed:demo                                    create the demo organisation (once)
  seed:load [--orgs 1000] [--insights 1000000] benchmark data: many organisations and insights
  billing:set-plan --org <id> [--plan <name>] [--renewal-date yyyy-MM-dd]
                   [--blyndspot-licenses <n>] [--myvoyce-licenses <n>] [--contact-url <url>]
                                               set an organisation's plan (fields left out keep their value)
  billing:add-invoice --org <id> --number <n> --date yyyy-MM-dd --currency <USD> --total <1200.00>
                   [--symbol <$>] [--status paid|open|overdue|void] [--description <text>]
                                               add an invoice (shown on the subscriptions page)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = parseConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn');
  // Links in e-mails point at the server people use: its APP_URL, unless one is given here.
  const appUrl = config.appUrlSet ? config.appUrl : (readServer(config.dataDir)?.appUrl ?? config.appUrl);
  const database = await openDatabase(config, log, 'cli');
  try {
    switch (command) {
      case 'db:migrate':
        console.log('Migrations applied.');
        return 0;
      case 'org:create': {
        const name = flag(args, 'name')?.trim();
        const email = zEmail.safeParse(flag(args, 'admin-email') ?? '');
        if (!name || !email.success) {
          console.error('org:create needs --name <name> and a valid --admin-email <email>');
          return 2;
        }
        const created = await createOrganization(database.db, appUrl, { name, adminEmail: email.data });
        // Queued only: the server sends mail. The CLI has not the server's SMTP_URL nor
        // its view of whether mail is kept for the dev mailbox; delivering from here marked
        // other people's waiting mail sent, and erased it, without sending it.
        console.log(`Organisation "${name}" created (${created.organizationId}).`);
        console.log(`Invite queued for ${email.data}: ${registrationLink(appUrl, created.inviteId)}`);
        console.log('The running server e-mails it (within seconds; when it next starts if none runs).');
        return 0;
      }
      case 'org:delete': {
        const id = flag(args, 'org') ?? '';
        const confirmName = flag(args, 'confirm-name');
        if (!UUID.test(id) || confirmName === undefined) {
          console.error('org:delete needs --org <organisation id> and --confirm-name <its name, as written>');
          return 2;
        }
        const result = await removeOrganization(database.db, id, confirmName);
        if ('refused' in result) {
          console.error(
            result.refused === 'not-found'
              ? `No organisation ${id}.`
              : `Organisation ${id} is not called "${confirmName}": nothing was removed.`,
          );
          return 1;
        }
        const r = result.removed;
        console.log(
          `Organisation "${r.name}" (${id}) removed: ${r.insights} insights, ${r.members} members ` +
            `(${r.usersRemoved} accounts with no other organisation removed), ${r.auditRows} audit log rows.`,
        );
        return 0;
      }
      case 'seed:demo': {
        const secrets = await loadSecrets(config.dataDir, config);
        const seeded = await seedDemo({
          db: database.db,
          vault: createIdentityVault(secrets.identityKey),
          ai: createAiProvider(config.ai, log),
          log,
          appUrl,
        });
        console.log(seeded ? demoBanner(appUrl, seeded) : 'The demo organisation already exists.');
        return 0;
      }
      case 'seed:load': {
        const orgs = Number(flag(args, 'orgs') ?? 1000);
        const insights = Number(flag(args, 'insights') ?? 1_000_000);
        if (!Number.isInteger(orgs) || orgs < 1 || !Number.isInteger(insights) || insights < orgs) {
          console.error('seed:load needs whole numbers: --orgs >= 1 and --insights >= --orgs');
          return 2;
        }
        const started = Date.now();
        const res = await seedLoad(database.db, orgs, insights, (m) => console.log(m));
        console.log(res.created ? `Load data ready in ${((Date.now() - started) / 1000).toFixed(0)} s.` : 'Load data already present.');
        return 0;
      }
      case 'billing:set-plan':
      case 'billing:add-invoice':
        return await runBillingCommand(database.db, command, args);
      default:
        console.error(`Unknown command: ${command}\n${USAGE}`);
        return 2;
    }
  } finally {
    await database.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
