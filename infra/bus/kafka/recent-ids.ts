/**
 * The ids seen lately, to drop a message Kafka delivers twice (a producer retry after a lost ack, a
 * consumer restarted before committing its offset). Bounded: the oldest ids are forgotten first, and a
 * duplicate arrives long before `capacity` newer messages have.
 */
export const createRecentIds = (capacity = 10_000) => {
  const seen = new Set<string>();
  return {
    /** True the first time an id is offered, false for a repeat. */
    firstTime(id: string): boolean {
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > capacity) seen.delete(seen.values().next().value!);
      return true;
    },
  };
};
