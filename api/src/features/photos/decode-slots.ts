// Decoding a photo takes memory in proportion to its pixels (a 49-megapixel upload is ~150 MB of raw
// pixels, several copies while it is rotated and cropped). Ten of them at once took the server from 496 to
// 823 MB, and libvips' operation cache kept it there. So decodes wait for one of a few slots, and the cache
// is off: memory goes back to its level after a burst.

/** At most this many photos are decoded at once on this server; the others wait their turn. */
export const PHOTO_DECODE_SLOTS = 2;

export interface Slots {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly mostActive: number;
}

export function createSlots(size: number): Slots {
  let active = 0;
  let mostActive = 0;
  const waiting: (() => void)[] = [];
  const acquire = () =>
    new Promise<void>((resolve) => {
      if (active < size) {
        active += 1;
        mostActive = Math.max(mostActive, active);
        resolve();
      } else {
        waiting.push(() => {
          mostActive = Math.max(mostActive, active);
          resolve();
        });
      }
    });
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run(work) {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get mostActive() {
      return mostActive;
    },
  };
}

export const photoDecodes = createSlots(PHOTO_DECODE_SLOTS);
