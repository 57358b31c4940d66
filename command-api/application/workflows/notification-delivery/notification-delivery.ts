import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../../domain/ports/clock';
import type { EventStore } from '../../../../domain/ports/event-store';
import type { MailSender } from '../../../../domain/ports/mail';
import type { SmsSender } from '../../../../domain/ports/sms';
import { randomUUID } from 'node:crypto';
import { dispatchSends, SEND_LEASE_MS } from './dispatch-sends';
import { fireDueSchedules } from './fire-schedules';
import { ensureCheckpoint, followLog } from './follow-log';
import { settleStaleSends } from './stale-sends';
import { systemCommands } from '../system-commands';
import type { TemplateSource } from './templates';

export type NotificationDeliveryDeps = Readonly<{
  store: EventStore;
  db: Knex;
  clock: Clock;
  templates: TemplateSource;
  mail: MailSender;
  sms: SmsSender;
  logger: Logger;
  /** The public address of the platform, for links in mails. */
  publicUrl: string;
  /** Claimed sends are taken over after this long (a process killed mid-send). */
  leaseMs?: number;
}>;

export type NotificationDelivery = Readonly<{
  /** Places the log checkpoint on the first run ever (start does it too). */
  init(): Promise<void>;
  /** One pass: plan from the log, fire due timers, settle sends whose process stopped, deliver queued sends. */
  tick(): Promise<void>;
  start(intervalMs?: number): Promise<void>;
  stop(): Promise<void>;
}>;

/**
 * The notification delivery process manager (docs/notifications.md
 * "Delivery"): driven by the event log, timed by the injected clock, every effect keyed and recorded before
 * it happens. Any number of processes may run it; row locks decide who does each piece of work.
 */
export const createNotificationDelivery = (deps: NotificationDeliveryDeps): NotificationDelivery => {
  const sending = {
    ...deps,
    leaseMs: deps.leaseMs ?? SEND_LEASE_MS,
    run: systemCommands({ store: deps.store, clock: deps.clock, newId: randomUUID }),
  };
  const tick = async () => {
    while ((await followLog(deps)) > 0);
    while ((await fireDueSchedules(deps)) > 0);
    while ((await settleStaleSends(sending)) > 0);
    while ((await dispatchSends(sending)) > 0);
  };
  let timer: ReturnType<typeof setInterval> | null = null;
  // One pass at a time in a process: a pass asked for while the timer's pass runs starts after it, so when it
  // returns, every event logged before it was asked for has been planned (the timer's pass may have claimed
  // that work and still be applying it).
  let running: Promise<unknown> = Promise.resolve();
  const pass = (): Promise<void> => {
    const next = running.then(tick);
    running = next.catch(() => undefined);
    return next;
  };
  return {
    tick: pass,
    init: () => ensureCheckpoint(deps),
    start: async (intervalMs = 500) => {
      await ensureCheckpoint(deps);
      timer = setInterval(() => {
        pass().catch((error: unknown) => deps.logger.error({ err: error }, 'notification delivery pass failed'));
      }, intervalMs);
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
};
