import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../infra/seed/demo-accounts';
import { productionSettingProblems } from '../../infra/production-settings';
import { createTestDatabase } from '../support/database';
import { killRoleProcess, startRoleProcess, type RoleProcess } from '../support/role-process';

// A production start is infra/main.ts with NODE_ENV=production, as the compose file, the manifests and
// `npm run start:production` run it: refused, one line per setting, while anything is missing; with a
// complete configuration it runs with no demo account and no stand-in for a real service.

const dataDir = mkdtempSync(join(tmpdir(), 'jobfair-production-'));
let smtp: SMTPServer;
let smtpUrl: string;
let platform: RoleProcess | undefined;
beforeAll(async () => {
  // A real SMTP server for SMTP_URL: the platform's mail leaves through it, never to an outbox.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, done) => stream.resume().on('end', done),
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  if (platform) await killRoleProcess(platform);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The run's embedded Postgres signs in with the development password, which production refuses in DATABASE_URL:
 * the platform connects as a role of its own with a password of its own, as a deployment's Postgres would have it.
 */
const withOwnPassword = async (databaseUrl: string): Promise<string> => {
  const role = `production_${randomUUID().slice(0, 8)}`;
  const password = randomUUID();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE ROLE ${role} LOGIN SUPERUSER PASSWORD '${password}'`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = password;
  return url.toString();
};

const secret = (name: string) => `${name}-0123456789abcdefghijklmnopqrstuvwxyz`;

describe('a production start', () => {
  it('refuses before starting anything, printing one line per missing setting', async () => {
    // Only what any shell has: none of the platform's settings.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: join(dataDir, 'refused') };
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    const expected = productionSettingProblems({ NODE_ENV: 'production' });
    expect(expected.length).toBeGreaterThan(10);
    expect(
      stderr
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    ).toEqual([
      `A production start (NODE_ENV=production) needs ${expected.length} more settings (docs/deploy.md "Production"):`,
      ...expected,
    ]);
    expect(stdout).not.toContain('Demo sign-ins');
    // Refused before the embedded Postgres was started.
    expect(existsSync(join(dataDir, 'refused', 'postgres'))).toBe(false);
  });

  it('with a complete configuration, seeds no demo account, prints no sign-in and runs no stand-in', async () => {
    const databaseUrl = await withOwnPassword(await createTestDatabase('production_start'));
    platform = await startRoleProcess({
      role: 'all',
      label: 'production',
      databaseUrl,
      dataDir,
      env: {
        NODE_ENV: 'production',
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'jobs@jobfair.test',
        SMS_PROVIDER: 'none',
        STRIPE_SECRET_KEY: 'sk_test_production_start',
        STRIPE_WEBHOOK_SECRET: 'whsec_production_start',
        VIDEO_TOKEN_SECRET: secret('video'),
        FILE_LINK_SECRET: secret('files'),
        ROBOT_CHECK_SECRET: secret('robot'),
        TURN_URLS: 'turn:turn.jobfair.test:3478',
        TURN_SECRET: secret('turn'),
        METRICS_TOKEN: secret('metrics'),
        PLATFORM_DOMAIN: 'jobfair.test',
        PUBLIC_URL: 'https://jobfair.test',
      },
    });
    // The banner is printed once the start is complete (seeding, had there been any, comes before it).
    await expect.poll(() => platform!.output()).toContain('Ctrl-C stops everything.');
    const output = platform.output();
    expect(output).toContain('production: no demo data');
    expect(output).not.toContain('Demo sign-ins');
    expect(output).not.toContain(DEMO_PASSWORD);
    expect(output).toContain('SMS off (SMS_PROVIDER=none)');

    for (const account of DEMO_ACCOUNTS.slice(0, 2)) {
      const answer = await fetch(`${platform.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: DEMO_PASSWORD }),
      });
      expect(answer.status, account.email).toBe(401);
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const demoEmails = DEMO_ACCOUNTS.map((account) => account.email);
      expect((await client.query('SELECT email FROM identity_users WHERE email = ANY($1)', [demoEmails])).rows).toEqual([]);
      expect((await client.query('SELECT count(*)::int AS n FROM identity_users')).rows).toEqual([{ n: 0 }]);
      // No stand-in made its table: mail outbox, SMS outbox, generated development secrets.
      const standIns = await client.query(
        "SELECT to_regclass('mail_outbox') AS mail, to_regclass('sms_outbox') AS sms, to_regclass('platform_secrets') AS secrets",
      );
      expect(standIns.rows).toEqual([{ mail: null, sms: null, secrets: null }]);
    } finally {
      await client.end();
    }
  });
});
