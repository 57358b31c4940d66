import pino from 'pino';
import { connectPlatformDatabase } from './postgres/platform-database';
import { startPlatform } from './platform';
import { DEMO_ACCOUNTS, DEMO_JOB_FAIR_ID, DEMO_ORGANIZATION_ID, DEMO_PASSWORD } from './seed/demo-accounts';

// `npm start`: the whole platform in one process on the embedded defaults (README).
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info', redact: ['*.password', '*.newPassword', 'password'] });
const database = await connectPlatformDatabase((line) => logger.debug({ part: 'postgres' }, line));
let platform: Awaited<ReturnType<typeof startPlatform>>;
try {
  platform = await startPlatform({
    databaseUrl: database.url,
    port: Number(process.env.PORT ?? 3000),
    host: process.env.HOST ?? '127.0.0.1',
    webDir: 'dist/web',
    seed: true,
    logger,
    // Several processes on one DATABASE_URL: change notices and interview signals travel through Postgres.
    sharedBus: process.env.BUS === 'postgres',
  });
} catch (error) {
  logger.error({ err: error }, 'the platform could not start');
  await database.stop();
  process.exit(1);
}

/** The demo sign-ins as two aligned columns: roles, then email. */
const demoRoleColumn = () => {
  const roles = DEMO_ACCOUNTS.map((account) => account.roles.join(', '));
  const width = Math.max(...roles.map((text) => text.length));
  return DEMO_ACCOUNTS.map((account, index) => `    ${roles[index]!.padEnd(width)}  ${account.email}`);
};

const banner = [
  '',
  `  Virtual job fair platform is running at ${platform.url}`,
  `  Database: ${database.embedded ? 'embedded PostgreSQL (./.data/postgres)' : 'DATABASE_URL'}; demo data ${platform.seeded === 'seeded' ? 'seeded now' : 'already present'}`,
  '',
  `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
  ...demoRoleColumn(),
  '',
  `  Job seeker link of the demo fair: ${platform.url}/job-seeker/organizations/${DEMO_ORGANIZATION_ID}/jobfairs/${DEMO_JOB_FAIR_ID}`,
  '  Ctrl-C stops everything.',
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  const forced = setTimeout(() => process.exit(1), 15_000);
  forced.unref();
  try {
    await platform.close();
  } finally {
    await database.stop();
  }
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
