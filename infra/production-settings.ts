import { StartFailure } from './start-failure';

// Demo and production are two modes (docs/deploy.md "Production"): `npm start` is the demo; NODE_ENV=production
// is a real deployment, which must not run on a stand-in (mail outbox, local checkout, generated secrets) nor
// on a value this repository publishes. This is the one rule saying what such a start needs.

export type Settings = Readonly<Record<string, string | undefined>>;

/** The placeholder the compose file and the manifests carry for every value an operator must choose. */
export const PLACEHOLDER = 'change-me';

/**
 * Values published in this repository: the compose file's passwords (Postgres, MinIO, Keycloak's admin, coturn's
 * secret), the realm export's `jobfair-platform` client secret, the demo password. Anyone can read them.
 */
export const DEVELOPMENT_VALUES: readonly string[] = [
  'jobfair',
  'jobfair-minio',
  'admin',
  'jobfair-turn-dev-secret',
  'jobfair-platform-dev-secret',
  'Demo@12345',
];

/** Signing secrets are guessed offline if short: 32 characters at least (`openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

export type RequiredSetting = Readonly<{
  /** The variable; with several, any one of them set is enough. */
  names: readonly string[];
  /** What it is for, as the refusal and the docs say it. */
  purpose: string;
  /** Only when this holds (Twilio's keys only with SMS_PROVIDER=twilio); always otherwise. */
  when?: (settings: Settings) => boolean;
  /** What is wrong with a value that is set and not a development value, or null. */
  invalid?: (value: string) => string | null;
}>;

const valueOf = (settings: Settings, name: string) => settings[name]?.trim() || undefined;
const isDevelopmentValue = (value: string) => value.toLowerCase().includes(PLACEHOLDER) || DEVELOPMENT_VALUES.includes(value);
const vonageConfigured = (settings: Settings) =>
  Boolean(valueOf(settings, 'VONAGE_APPLICATION_ID') && valueOf(settings, 'VONAGE_PRIVATE_KEY'));
const isSet = (name: string) => (settings: Settings) => valueOf(settings, name) !== undefined;
const secret = (value: string) => (value.length < MIN_SECRET_LENGTH ? `is shorter than ${MIN_SECRET_LENGTH} characters` : null);
/** A password inside a connection URL (DATABASE_URL, SMTP_URL) that the compose file publishes. */
const urlPassword = (value: string) => {
  try {
    const password = decodeURIComponent(new URL(value).password);
    return password && isDevelopmentValue(password) ? 'still has a development password' : null;
  } catch {
    return 'is not a URL';
  }
};

/** Links in mail leave the platform: they must name a real https address, not this machine. */
const publicUrl = (value: string) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:') return 'is not an https address';
    return /(^|\.)localhost$|^127\./.test(url.hostname) ? 'is localhost' : null;
  } catch {
    return 'is not a URL';
  }
};

export const PRODUCTION_SETTINGS: readonly RequiredSetting[] = [
  { names: ['SMTP_URL'], purpose: 'the SMTP server mail leaves through (smtp://user:password@host:587)', invalid: urlPassword },
  { names: ['MAIL_FROM'], purpose: 'the sender address of every mail' },
  {
    names: ['SMS_PROVIDER'],
    purpose: 'twilio sends SMS (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM); none turns SMS off',
    invalid: (value) => (value === 'twilio' || value === 'none' ? null : 'is neither twilio nor none'),
  },
  ...['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].map((name) => ({
    names: [name],
    purpose: 'the Twilio account SMS are sent from (SMS_PROVIDER=twilio)',
    when: (settings: Settings) => valueOf(settings, 'SMS_PROVIDER') === 'twilio',
  })),
  { names: ['STRIPE_SECRET_KEY'], purpose: 'Stripe Checkout takes the fair payments (no local checkout page in production)' },
  { names: ['STRIPE_WEBHOOK_SECRET'], purpose: 'the signing secret of the Stripe webhook at /api/payments/webhook' },
  { names: ['VIDEO_TOKEN_SECRET'], purpose: 'signs interview video grants, the same in every process', invalid: secret },
  { names: ['FILE_LINK_SECRET'], purpose: 'signs the expiring links to uploaded files, the same in every process', invalid: secret },
  { names: ['ROBOT_CHECK_SECRET'], purpose: 'signs the robot-check challenges of sign-up, the same in every process', invalid: secret },
  ...['TURN_URLS', 'TURN_SECRET'].map((name) => ({
    names: [name],
    purpose: 'the TURN relay (coturn) that carries interviews across networks, unless Vonage Video is configured',
    when: (settings: Settings) => !vonageConfigured(settings),
  })),
  {
    names: ['METRICS_TOKEN', 'METRICS_PORT'],
    purpose: 'the metrics endpoint is not public: a bearer token, or a port of its own',
  },
  {
    names: ['PLATFORM_DOMAIN'],
    purpose: 'the domain the platform is reached at; sponsor sites are its subdomains',
    invalid: (value) => (/(^|\.)localhost$|^127\./.test(value.toLowerCase()) ? 'is localhost' : null),
  },
  {
    names: ['PUBLIC_URL'],
    purpose: "the https address people reach the platform at: the links in mail and the first admin's set-password link",
    invalid: publicUrl,
  },
  {
    names: ['KEYCLOAK_CLIENT_SECRET'],
    purpose: 'the jobfair-platform client secret of your Keycloak realm (IDENTITY=keycloak)',
    when: (settings) => valueOf(settings, 'IDENTITY') === 'keycloak' && !valueOf(settings, 'KEYCLOAK_ADMIN_USERNAME'),
  },
  // Optional settings, refused only when set to a password the compose file publishes.
  { names: ['DATABASE_URL'], purpose: 'the Postgres of the deployment', when: isSet('DATABASE_URL'), invalid: urlPassword },
  { names: ['AWS_SECRET_ACCESS_KEY'], purpose: 'the S3 credentials of the files bucket', when: isSet('AWS_SECRET_ACCESS_KEY') },
  {
    names: ['KEYCLOAK_ADMIN_PASSWORD'],
    purpose: 'the Keycloak administrator the platform signs in as',
    when: isSet('KEYCLOAK_ADMIN_PASSWORD'),
  },
];

/** A production start: NODE_ENV=production (the compose file, the manifests and `npm run start:production` set it). */
export const isProductionStart = (settings: Settings): boolean => valueOf(settings, 'NODE_ENV') === 'production';

const problemOf = (setting: RequiredSetting, settings: Settings): string | null => {
  if (setting.when && !setting.when(settings)) return null;
  const label = setting.names.join(' or ');
  const set = setting.names.map((name) => valueOf(settings, name)).filter((value) => value !== undefined);
  if (set.length === 0) return `${label} is missing: ${setting.purpose}.`;
  if (set.every(isDevelopmentValue)) return `${label} still has a development value: ${setting.purpose}.`;
  const wrong = set.map((value) => setting.invalid?.(value) ?? null).find((reason) => reason !== null);
  return wrong ? `${label} ${wrong}: ${setting.purpose}.` : null;
};

/** One line per required setting that is missing, still has a development value, or is wrong. */
export const productionSettingProblems = (settings: Settings): string[] =>
  PRODUCTION_SETTINGS.map((setting) => problemOf(setting, settings)).filter((problem) => problem !== null);

/** Refuses a production start, naming every setting to fix, one line each. */
export const assertProductionSettings = (settings: Settings): void => {
  const problems = productionSettingProblems(settings);
  if (problems.length > 0)
    throw new StartFailure(
      `A production start (NODE_ENV=production) needs ${problems.length === 1 ? 'one more setting' : `${problems.length} more settings`} (docs/deploy.md "Production"):`,
      problems,
    );
};
