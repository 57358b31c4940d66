import { systemClock } from '../clock/system-clock';
import { connectPlatformDatabase } from '../postgres/platform-database';
import { runAdminCreate } from './admin/run-admin-create';

// `npm run admin:create -- --email someone@example.org`: the first platform admin of an install, who chooses
// their password through a one-time link (README "First platform admin").
const dataDir = process.env.DATA_DIR ?? '.data';

runAdminCreate({
  argv: process.argv.slice(2),
  env: process.env,
  clock: systemClock,
  // Beside a running platform its embedded Postgres is used as it is; otherwise it is started for this run only.
  connect: () => connectPlatformDatabase(undefined, dataDir, { joinRunning: true }),
  print: (line) => process.stdout.write(`${line}\n`),
  printError: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
