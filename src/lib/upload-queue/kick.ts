// A re-armable wake-up: each `next()` gives a signal that aborts at the following `fire()`, so a
// sleeping loop notices a pause, a resume or new work at once instead of at its next timer.

export function createKick() {
  let controller = new AbortController();
  return {
    next(): AbortSignal {
      if (controller.signal.aborted) controller = new AbortController();
      return controller.signal;
    },
    fire() {
      controller.abort();
    },
  };
}
