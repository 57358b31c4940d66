import { connectPlatformDatabase, type PlatformDatabase } from './postgres/platform-database';
import { startPlatform, type Platform } from './platform';
import { rolesFrom, runsEveryRole, describeRoles } from './roles/roles';
import { StartFailure, startFailureLines } from './start-failure';
import { assertProductionSettings, isProductionStart } from './production-settings';
import { createLogger } from './operations/logger';
import { DEMO_ACCOUNTS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from './seed/demo-accounts';

// `npm start`: the whole platform in one process on the embedded defaults, with the demo (README).
// NODE_ENV=production (`npm run start:production`, the compose file, the manifests): no demo, no stand-ins (docs/deploy.md).
const logger = createLogger();
const dataDir = process.env.DATA_DIR ?? '.data';

/** Every failed start ends in one line on stderr saying what is wrong and what to do (one more per setting to fix). */
const failed = (error: unknown): never => {
  logger.debug({ err: error }, 'the platform could not start');
  const [line, ...details] = startFailureLines(error);
  process.stderr.write(`\n  ${line}\n${details.map((detail) => `    ${detail}\n`).join('')}\n`);
  process.exit(1);
};

// What is running so far, so a signal during the start stops that too (the platform starts in seconds).
const running: { database?: PlatformDatabase; platform?: Platform } = {};
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  try {
    await running.platform?.close();
  } finally {
    await running.database?.stop();
  }
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

// Refused before anything starts, naming every setting to fix (infra/production-settings.ts).
const production = isProductionStart(process.env);
if (production) {
  try {
    assertProductionSettings(process.env);
  } catch (error) {
    failed(error);
  }
}

// ROLE splits the platform into processes that scale apart (infra/roles/roles.ts); all of it by default.
const roles = (() => {
  try {
    return rolesFrom(process.env.ROLE);
  } catch (error) {
    return failed(error);
  }
})();
// One embedded Postgres belongs to one process: the parts of a split platform meet in a Postgres of their own.
if (!runsEveryRole(roles) && !process.env.DATABASE_URL)
  failed(new StartFailure(`ROLE=${describeRoles(roles)} runs part of the platform: set DATABASE_URL to the Postgres its other parts use.`));

const database = await connectPlatformDatabase((line) => logger.debug({ part: 'postgres' }, line), dataDir, {
  warn: (line) => logger.warn({ part: 'postgres' }, line),
}).catch(failed);
running.database = database;
const platform = await startPlatform({
  databaseUrl: database.url,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  webDir: 'dist/web',
  filesDir: `${dataDir}/files`,
  seed: !production,
  production,
  logger,
  // Several processes on one DATABASE_URL: change notices and interview signals travel through Postgres.
  sharedBus: process.env.BUS === 'postgres' || Boolean(process.env.KAFKA_BROKERS?.trim()),
  roles,
}).catch(async (error: unknown) => {
  if (stopping) return new Promise<never>(() => {}); // a signal ended the start: stop() exits
  await database.stop().catch(() => undefined);
  return failed(error);
});
running.platform = platform;

/** The demo sign-ins as two aligned columns: roles, then email. */
const demoRoleColumn = () => {
  const roles = DEMO_ACCOUNTS.map((account) => account.roles.join(', '));
  const width = Math.max(...roles.map((text) => text.length));
  return DEMO_ACCOUNTS.map((account, index) => `    ${roles[index]!.padEnd(width)}  ${account.email}`);
};

const demoData = production
  ? 'production: no demo data'
  : `demo data ${platform.seeded === 'seeded' ? 'seeded now' : platform.seeded === 'present' ? 'already present' : 'left to the api process'}`;
// Production prints no sign-ins: a real deployment has no demo accounts (npm run demo:remove disables earlier ones).
const demo = production
  ? []
  : [
      `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...demoRoleColumn(),
      '',
      `  Job seeker link of the demo fair: ${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`,
    ];
const banner = [
  '',
  `  Virtual job fair platform is running at ${platform.url}${runsEveryRole(roles) ? '' : ` (ROLE=${describeRoles(roles)})`}`,
  `  Database: ${database.location === null ? 'DATABASE_URL' : `embedded PostgreSQL (${database.location})`}; ${demoData}`,
  ...database.notices.map((notice) => `  ${notice}`),
  '',
  ...demo,
  '  Ctrl-C stops everything.',
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);
