import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assertProductionSettings,
  DEVELOPMENT_VALUES,
  isProductionStart,
  productionSettingProblems,
  type Settings,
} from '../../infra/production-settings';
import { StartFailure, startFailureLines } from '../../infra/start-failure';

const SECRET = 'k3Xq9v0Zr7Lw2Nf8Bt5Hs1Jd4Gm6Pc0Ya';

/** Everything a production start needs, on Twilio and the TURN relay. */
const complete: Settings = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mailer:s3cret-Pa55@smtp.example.org:587',
  MAIL_FROM: 'jobs@example.org',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'a-real-twilio-token',
  TWILIO_FROM: '+15005550006',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  VIDEO_TOKEN_SECRET: SECRET,
  FILE_LINK_SECRET: `${SECRET}x`,
  ROBOT_CHECK_SECRET: `${SECRET}y`,
  TURN_URLS: 'turn:turn.example.org:3478',
  TURN_SECRET: 'turn-shared-secret',
  METRICS_TOKEN: 'metrics-bearer-token',
  PLATFORM_DOMAIN: 'jobs.example.org',
  PUBLIC_URL: 'https://jobs.example.org',
};

const without = (...names: string[]): Settings => Object.fromEntries(Object.entries(complete).filter(([name]) => !names.includes(name)));

describe('the settings a production start requires', () => {
  it('is production only with NODE_ENV=production', () => {
    expect(isProductionStart({ NODE_ENV: 'production' })).toBe(true);
    expect(isProductionStart({})).toBe(false);
    expect(isProductionStart({ NODE_ENV: 'test' })).toBe(false);
  });

  it('accepts a complete configuration', () => {
    expect(productionSettingProblems(complete)).toEqual([]);
    expect(() => assertProductionSettings(complete)).not.toThrow();
  });

  it('names every missing setting once, with what it is for', () => {
    expect(productionSettingProblems({ NODE_ENV: 'production' })).toEqual([
      'SMTP_URL is missing: the SMTP server mail leaves through (smtp://user:password@host:587).',
      'MAIL_FROM is missing: the sender address of every mail.',
      'SMS_PROVIDER is missing: twilio sends SMS (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); none turns SMS off.',
      'STRIPE_SECRET_KEY is missing: Stripe Checkout takes the fair payments (no local checkout page in production).',
      'STRIPE_WEBHOOK_SECRET is missing: the signing secret of the Stripe webhook at /api/payments/webhook.',
      'VIDEO_TOKEN_SECRET is missing: signs interview video grants, the same in every process.',
      'FILE_LINK_SECRET is missing: signs the expiring links to uploaded files, the same in every process.',
      'ROBOT_CHECK_SECRET is missing: signs the robot-check challenges of sign-up, the same in every process.',
      'TURN_URLS is missing: the TURN relay (coturn) that carries interviews across networks, unless Vonage Video is configured.',
      'TURN_SECRET is missing: the TURN relay (coturn) that carries interviews across networks, unless Vonage Video is configured.',
      'METRICS_TOKEN or METRICS_PORT is missing: the metrics endpoint is not public: a bearer token, or a port of its own.',
      'PLATFORM_DOMAIN is missing: the domain the platform is reached at; sponsor sites are its subdomains.',
      "PUBLIC_URL is missing: the https address people reach the platform at: the links in mail and the first admin's set-password link.",
    ]);
  });

  it('wants links in mail to name a real https address', () => {
    const purpose = "the https address people reach the platform at: the links in mail and the first admin's set-password link.";
    expect(productionSettingProblems({ ...complete, PUBLIC_URL: 'http://jobs.example.org' })).toEqual([
      `PUBLIC_URL is not an https address: ${purpose}`,
    ]);
    expect(productionSettingProblems({ ...complete, PUBLIC_URL: 'https://localhost:3000' })).toEqual([
      `PUBLIC_URL is localhost: ${purpose}`,
    ]);
    expect(productionSettingProblems({ ...complete, PUBLIC_URL: 'jobs.example.org' })).toEqual([`PUBLIC_URL is not a URL: ${purpose}`]);
  });

  it('refuses through the one start-failure mechanism: a headline, then one line per setting', () => {
    const settings = without('MAIL_FROM', 'TURN_SECRET');
    let thrown: unknown;
    try {
      assertProductionSettings(settings);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StartFailure);
    expect(startFailureLines(thrown)).toEqual([
      'A production start (NODE_ENV=production) needs 2 more settings (docs/deploy.md "Production"):',
      'MAIL_FROM is missing: the sender address of every mail.',
      'TURN_SECRET is missing: the TURN relay (coturn) that carries interviews across networks, unless Vonage Video is configured.',
    ]);
  });

  it('lets SMS be off only by saying so, and asks Twilio keys only of Twilio', () => {
    const off = { ...without('TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'), SMS_PROVIDER: 'none' };
    expect(productionSettingProblems(off)).toEqual([]);
    expect(productionSettingProblems({ ...complete, SMS_PROVIDER: 'outbox' })).toEqual([
      'SMS_PROVIDER is neither twilio nor none: twilio sends SMS (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); none turns SMS off.',
    ]);
    expect(productionSettingProblems(without('TWILIO_AUTH_TOKEN'))).toEqual([
      'TWILIO_AUTH_TOKEN is missing: the Twilio account SMS are sent from (SMS_PROVIDER=twilio).',
    ]);
  });

  it('needs the TURN relay only without Vonage Video, and either metrics setting', () => {
    const vonage = { ...without('TURN_URLS', 'TURN_SECRET'), VONAGE_APPLICATION_ID: 'app', VONAGE_PRIVATE_KEY: '/keys/vonage.pem' };
    expect(productionSettingProblems(vonage)).toEqual([]);
    expect(productionSettingProblems({ ...without('METRICS_TOKEN'), METRICS_PORT: '9464' })).toEqual([]);
  });

  it('refuses short secrets, placeholders, the values this repository publishes, and localhost', () => {
    expect(
      productionSettingProblems({
        ...complete,
        VIDEO_TOKEN_SECRET: 'short',
        FILE_LINK_SECRET: 'change-me',
        ROBOT_CHECK_SECRET: 'Demo@12345',
        SMTP_URL: 'smtp://mailer:change-me@smtp.example.org:587',
        PLATFORM_DOMAIN: 'localhost',
      }),
    ).toEqual([
      'SMTP_URL still has a development value: the SMTP server mail leaves through (smtp://user:password@host:587).',
      'VIDEO_TOKEN_SECRET is shorter than 32 characters: signs interview video grants, the same in every process.',
      'FILE_LINK_SECRET still has a development value: signs the expiring links to uploaded files, the same in every process.',
      'ROBOT_CHECK_SECRET still has a development value: signs the robot-check challenges of sign-up, the same in every process.',
      'PLATFORM_DOMAIN is localhost: the domain the platform is reached at; sponsor sites are its subdomains.',
    ]);
    expect(productionSettingProblems({ ...complete, PLATFORM_DOMAIN: 'metro.localhost' })).toHaveLength(1);
  });

  it("refuses the realm export's client secret and the compose file's passwords", () => {
    const realm = JSON.parse(readFileSync('infra/deploy/keycloak/realm-export.json', 'utf8')) as {
      clients: { clientId: string; secret?: string }[];
    };
    const realmSecret = realm.clients.find((client) => client.clientId === 'jobfair-platform')!.secret!;
    expect(DEVELOPMENT_VALUES).toContain(realmSecret);
    expect(
      productionSettingProblems({
        ...complete,
        IDENTITY: 'keycloak',
        KEYCLOAK_CLIENT_SECRET: realmSecret,
        DATABASE_URL: 'postgres://jobfair:jobfair@postgres:5432/jobfair',
        AWS_SECRET_ACCESS_KEY: 'jobfair-minio',
        KEYCLOAK_ADMIN_PASSWORD: 'admin',
      }),
    ).toEqual([
      'KEYCLOAK_CLIENT_SECRET still has a development value: the jobfair-platform client secret of your Keycloak realm (IDENTITY=keycloak).',
      'DATABASE_URL still has a development password: the Postgres of the deployment.',
      'AWS_SECRET_ACCESS_KEY still has a development value: the S3 credentials of the files bucket.',
      'KEYCLOAK_ADMIN_PASSWORD still has a development value: the Keycloak administrator the platform signs in as.',
    ]);
    expect(productionSettingProblems({ ...complete, IDENTITY: 'keycloak' })).toEqual([
      'KEYCLOAK_CLIENT_SECRET is missing: the jobfair-platform client secret of your Keycloak realm (IDENTITY=keycloak).',
    ]);
    expect(productionSettingProblems({ ...complete, DATABASE_URL: 'postgres://jobs:Str0ng-pw@db.internal:5432/jobs' })).toEqual([]);
  });
});
