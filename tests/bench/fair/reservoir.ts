/**
 * A uniform random sample of at most `capacity` values (Vitter's algorithm R): percentiles of
 * millions of (change, client) deliveries without keeping them all.
 */
export const createReservoir = (capacity: number) => {
  const sample: number[] = [];
  let count = 0;
  return {
    add(value: number) {
      count++;
      if (sample.length < capacity) sample.push(value);
      else {
        const slot = Math.floor(Math.random() * count);
        if (slot < capacity) sample[slot] = value;
      }
    },
    sample: () => sample,
    count: () => count,
  };
};
