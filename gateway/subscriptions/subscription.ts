import type { z } from 'zod';
import type { Principal } from '../../domain/auth/roles';
import type { SubscriptionName } from '../../domain/realtime/protocol';

/**
 * One live query a client can subscribe to: which props select it, who may see it, which change
 * keys invalidate it and how its rows are read. Props are the parsed (canonical) ones.
 */
export type Subscription<Props extends Record<string, string> = Record<string, string>> = Readonly<{
  name: SubscriptionName;
  propsSchema: z.ZodType<Props>;
  /** false (or throwing Forbidden) answers 403; spec permission tables decide. */
  authorize(principal: Principal, props: Props): boolean | Promise<boolean>;
  /** Change keys (projection runner convention, e.g. "organization:<id>") whose notices refresh it. */
  keys(props: Props): string[];
  load(props: Props): Promise<unknown[]>;
  /**
   * At most one push to all its clients per this many ms (trailing edge: the last change always
   * arrives). For subscriptions many clients share that change often, e.g. a fair's queue counts.
   */
  coalesceMs?: number;
}>;

/** Subscriptions by name; the gateway knows nothing else about them. */
export type SubscriptionCatalog = ReadonlyMap<string, Subscription>;

/** Erases the props type so subscriptions of different shapes share one catalog. */
export const defineSubscription = <Props extends Record<string, string>>(subscription: Subscription<Props>): Subscription => subscription;
