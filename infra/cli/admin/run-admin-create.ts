import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { SET_PASSWORD_PATH } from '../../../domain/auth/password-link';
import type { Clock } from '../../../domain/ports/clock';
import type { PasswordLink } from '../../../domain/ports/identity';
import { createCommandRunner } from '../../../command-api/application/command-runner';
import { eventStoreFromEnv } from '../../event-store/event-store-from-env';
import { identityFromEnv } from '../../identity/identity-from-env';
import { mailFromEnv } from '../../mail/mail-from-env';
import type { PlatformDatabase } from '../../postgres/platform-database';
import { takeStartUpLock } from '../../postgres/start-up-lock';
import { createPlatformAdmin, parsePlatformAdminInput, type PlatformAdminOutcome } from './create-platform-admin';

export const ADMIN_CREATE_USAGE = 'Usage: npm run admin:create -- --email someone@example.org [--first-name Ada] [--last-name Admin]';

export type AdminCreateIo = Readonly<{
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  clock: Clock;
  /** The configured database: the embedded one (joined when a platform runs on it) or DATABASE_URL. */
  connect: () => Promise<PlatformDatabase>;
  print: (line: string) => void;
  printError: (line: string) => void;
}>;

/** Where the platform is reached from a browser: PUBLIC_URL, else the local address `npm start` prints. */
const publicUrlOf = (env: NodeJS.ProcessEnv) =>
  env.PUBLIC_URL?.trim().replace(/\/+$/, '') || `http://localhost:${env.PORT?.trim() || '3000'}`;

const linkLines = (env: NodeJS.ProcessEnv, link: PasswordLink) => [
  `Open this link to choose the password; it works once, until ${link.expiresAt.toISOString()} (24 hours):`,
  '',
  `  ${publicUrlOf(env)}${SET_PASSWORD_PATH}?token=${link.token}`,
  '',
  'Anyone with the link can choose the password: hand it over as you would a password. Running this command again',
  'for the same email, before the password is chosen, prints a new link and the earlier one stops working.',
];

const report = (env: NodeJS.ProcessEnv, outcome: PlatformAdminOutcome) => {
  const { email, roles } = outcome.principal;
  switch (outcome.kind) {
    case 'created':
      return { code: 0, lines: [`Created the platform admin ${email}.`, ...linkLines(env, outcome.link)] };
    case 'new-link':
      return {
        code: 0,
        lines: [`${email} is a platform admin who has not chosen a password yet: here is a new link.`, ...linkLines(env, outcome.link)],
      };
    case 'exists':
      return {
        code: 1,
        lines: [
          `An account with the email ${email} already exists (roles: ${roles.join(', ') || 'none'}) and has its password: nothing was changed.`,
          'Its owner can choose a new password through "Forgot Password" on the sign-in page.',
        ],
      };
  }
};

/**
 * The event store and identity the platform's settings select. They create their tables on a database no
 * platform has started on yet, so under the start-up lock, taking turns with a platform starting meanwhile.
 */
const openAdapters = async (io: AdminCreateIo, url: string, db: Knex, pool: pg.Pool, newId: () => string) => {
  const startUp = await takeStartUpLock(url);
  try {
    const store = await eventStoreFromEnv(pool, undefined, io.env);
    const { mail, close: closeMail } = await mailFromEnv({ db, clock: io.clock, newId }, io.env);
    const { identity } = await identityFromEnv(io.env, { db, clock: io.clock, newId, mail });
    return { store, identity, closeMail };
  } finally {
    await startUp.release();
  }
};

/**
 * `npm run admin:create -- --email …`: makes the platform admin on the configured database, whether or not the
 * platform runs, and prints the set-password link. Answers the exit code: 0 with a link, 1 otherwise.
 */
export const runAdminCreate = async (io: AdminCreateIo): Promise<number> => {
  let args;
  try {
    args = parseArgs({
      args: [...io.argv],
      options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    io.printError(`${error instanceof Error ? error.message : String(error)}\n${ADMIN_CREATE_USAGE}`);
    return 1;
  }
  if (args.email === undefined) {
    io.printError(`--email is required.\n${ADMIN_CREATE_USAGE}`);
    return 1;
  }
  const checked = parsePlatformAdminInput({
    email: args.email,
    firstName: args['first-name'] ?? 'Platform',
    lastName: args['last-name'] ?? 'Admin',
  });
  if (!checked.ok) {
    io.printError(`${checked.messages.join('\n')}\nNothing was changed.`);
    return 1;
  }

  const database = await io.connect();
  for (const notice of database.notices) io.print(notice);
  const db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 4 } });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const newId = () => randomUUID();
  try {
    const composed = await openAdapters(io, database.url, db, pool, newId);
    try {
      const services = {
        run: createCommandRunner({ store: composed.store, newId }),
        store: composed.store,
        db,
        newId,
        log: { error: (details: unknown, message?: string) => io.printError(`${message ?? ''} ${JSON.stringify(details)}`) },
      };
      const outcome = await createPlatformAdmin({ identity: composed.identity, services, clock: io.clock }, checked.input);
      const { code, lines } = report(io.env, outcome);
      for (const line of lines) (code === 0 ? io.print : io.printError)(line);
      return code;
    } finally {
      composed.closeMail();
      await composed.store.close();
    }
  } finally {
    await db.destroy();
    await pool.end();
    await database.stop();
  }
};
