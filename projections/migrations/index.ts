import type { Knex } from 'knex';
import * as m001 from './001-organizations-and-jobfairs';
import * as m002 from './002-onboarding-and-jobfair-tombstones';
import * as m003 from './003-booths';
import * as m004 from './004-users';
import * as m020 from './020-booth-groups-documents';
import * as m021 from './021-users-removed';
import * as m030 from './030-queue-entries';
import * as m031 from './031-recruiter-availability';
import * as m032 from './032-interview-sessions';
import * as m010 from './010-user-contact';
import * as m011 from './011-user-profile';
import * as m040 from './040-user-presence';
import * as m041 from './041-queue-seats';
import * as m050 from './050-booth-resumes';
import * as m060 from './060-interview-room';
import * as m100 from './100-recent-interviews';
import * as m070 from './070-booth-report';
import * as m110 from './110-sponsors';
import * as m120 from './120-companies';
import * as m130 from './130-admin-lobby';
import * as m140 from './140-organization-brand';
import * as m150 from './150-resume-pdf-copies';
import * as m151 from './151-user-groups';
import * as m152 from './152-booth-question-answers';
import * as m160 from './160-booth-invitations';
import * as m210 from './210-report-timeline';
import * as m220 from './220-jobseeker-registrations';
import * as m221 from './221-fair-staffing';
import * as m180 from './180-notification-templates';
import * as m180identities from './180-email-identities';
import * as m170 from './170-messages';
import * as m190 from './190-notification-delivery';
import * as m200 from './200-audit';
import * as m250 from './250-report-timeline-staffing';
import * as m260 from './260-event-copies-json';

// Migrations are listed here, in order, rather than discovered on disk, so they run the same
// under tsx, vitest and a bundler. Append new ones; never edit one that has shipped.
const migrations = [
  m001,
  m002,
  m003,
  m004,
  m020,
  m021,
  m030,
  m010,
  m031,
  m032,
  m011,
  m050,
  m060,
  m040,
  m041,
  m100,
  m070,
  m110,
  m120,
  m130,
  m140,
  m150,
  m151,
  m152,
  m160,
  m210,
  m220,
  m221,
  m180,
  m180identities,
  m170,
  m190,
  m200,
  m250,
  m260,
];

const source: Knex.MigrationSource<(typeof migrations)[number]> = {
  getMigrations: async () => migrations,
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export const migrateReadModels = async (knex: Knex): Promise<void> => {
  await knex.migrate.latest({ migrationSource: source, tableName: 'read_model_migrations' });
};

/** How many of this code's migrations the database has not run yet. */
export const pendingReadModelMigrations = async (knex: Knex): Promise<number> => {
  const [, pending] = (await knex.migrate.list({ migrationSource: source, tableName: 'read_model_migrations' })) as [unknown[], unknown[]];
  return pending.length;
};
