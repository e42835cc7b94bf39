// One bus per page. Shared is a federation singleton, so module state would do; the globalThis slot keeps a
// single bus even if a misconfigured remote ships its own copy of this module.
import { type Bus, createBus } from './create-bus';

const BUS_KEY = Symbol.for('@dating/shared/bus');

type BusHolder = { [BUS_KEY]?: Bus };

export function getBus(): Bus {
  const holder = globalThis as BusHolder;
  holder[BUS_KEY] ??= createBus();
  return holder[BUS_KEY];
}

/** Replaces the page's bus with a fresh one: for tests, so no state leaks from one test to the next. */
export function resetBusForTests(): Bus {
  const holder = globalThis as BusHolder;
  holder[BUS_KEY] = createBus();
  return holder[BUS_KEY];
}
