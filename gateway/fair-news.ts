import type { Knex } from 'knex';
import type { Principal } from '../domain/auth/roles';
import type { JobFairView } from '../domain/jobfair/jobfair-view';
import { jobFairTimeStatus } from '../domain/jobfair/time-status';
import { fairReader } from '../domain/queue/fair-readers';
import type { ServerMessage } from '../domain/realtime/protocol';
import type { ChangeNotice } from '../domain/ports/change-bus';
import { fairApplicantLogins } from '../projections/queries/booth-report';
import { BOOTH_PREFIX, JOBFAIR_BOOTHS_PREFIX } from '../projections/queries/change-keys';
import { boothViewCounterOf } from '../projections/queries/fair-news';
import { findJobFair } from '../projections/queries/jobfairs';
import type { Connection, Sender } from './connection';
import type { GatewayLogger } from './logger';

/**
 * spec 1 §4.9: what a page of a fair hears without subscribing. Every socket that named its fair
 * (setUserId) and may read it gets the fair's boothListVersion at once and again whenever a booth of the
 * fair changes, and a boothViewNeedRefreshCounter for the changed booth; a loginCount report is answered
 * with the fair's login count while the fair is Started or ClosingSession.
 */
export type FairNews = Readonly<{
  reported(connection: Connection): Promise<void>;
  notice(notice: ChangeNotice, connections: Iterable<Connection>): Promise<void>;
  loginCount(connection: Connection, jobFairId: string): Promise<void>;
}>;

export const LOGIN_COUNT_CLOSED = 'Logins are counted only while the job fair is Started or ClosingSession';

const mayRead = (principal: Principal, fair: JobFairView, at: Date) => {
  const reader = fairReader(principal, fair, at);
  return reader === 'staff' || reader === 'seeker';
};

export const createFairNews = ({
  db,
  sender,
  logger,
  now,
}: Readonly<{ db: Knex; sender: Sender; logger: GatewayLogger; now: () => Date }>): FairNews => {
  const boothListVersion = (fair: JobFairView): ServerMessage => ({
    action: 'boothListVersion',
    jobFairId: fair.id,
    value: fair.boothListVersion,
  });

  /** Sends to every socket looking at the fair that may read it. */
  const tell = (connections: Iterable<Connection>, fair: JobFairView, message: ServerMessage) => {
    for (const connection of connections)
      if (connection.presence.jobFairId === fair.id && mayRead(connection.principal, fair, now())) sender.send(connection, message);
  };

  return {
    async reported(connection) {
      const { jobFairId } = connection.presence;
      const fair = jobFairId ? await findJobFair(db, jobFairId) : null;
      if (fair && mayRead(connection.principal, fair, now())) sender.send(connection, boothListVersion(fair));
    },

    async notice(notice, connections) {
      const fairIds = notice.keys
        .filter((key) => key.startsWith(JOBFAIR_BOOTHS_PREFIX))
        .map((key) => key.slice(JOBFAIR_BOOTHS_PREFIX.length));
      const boothIds = notice.keys.filter((key) => key.startsWith(BOOTH_PREFIX)).map((key) => key.slice(BOOTH_PREFIX.length));
      if (fairIds.length === 0 && boothIds.length === 0) return;
      const listeners = [...connections];
      try {
        for (const jobFairId of new Set(fairIds)) {
          const fair = await findJobFair(db, jobFairId);
          if (fair) tell(listeners, fair, boothListVersion(fair));
        }
        for (const boothId of new Set(boothIds)) {
          const counter = await boothViewCounterOf(db, boothId);
          const fair = counter ? await findJobFair(db, counter.jobFairId) : null;
          if (counter && fair)
            tell(listeners, fair, { action: 'boothViewNeedRefreshCounter', jobFairId: fair.id, boothId, value: counter.value });
        }
      } catch (error) {
        // The next booth change sends fresh values; a missed one only delays a refresh.
        logger.error({ err: error, keys: notice.keys }, 'fair news could not be read');
      }
    },

    async loginCount(connection, jobFairId) {
      const fair = await findJobFair(db, jobFairId);
      if (!fair || !mayRead(connection.principal, fair, now()))
        return void sender.send(connection, { action: 'error', message: 'Job fair not found', status: 404 });
      const status = jobFairTimeStatus(fair, now());
      if (status !== 'Started' && status !== 'ClosingSession')
        return void sender.send(connection, { action: 'error', message: LOGIN_COUNT_CLOSED, status: 409 });
      sender.send(connection, { action: 'loginCount', jobFairId, value: await fairApplicantLogins(db, jobFairId) });
    },
  };
};
