// Holds whether a new service worker waits, and how to switch to it. The page subscribes through
// useServiceWorkerUpdate(); registerServiceWorker() is the only writer.

export interface UpdateState {
  updateAvailable: boolean;
}

type Listener = () => void;

export interface UpdateStore {
  getSnapshot: () => UpdateState;
  subscribe: (listener: Listener) => () => void;
  /** Called when a new worker waits; `activate` makes it take over and reloads the page. */
  offerUpdate: (activate: () => void) => void;
  /** Runs the offered update; does nothing when none waits. */
  applyUpdate: () => void;
}

export function createUpdateStore(): UpdateStore {
  let state: UpdateState = { updateAvailable: false };
  let activate: (() => void) | null = null;
  const listeners = new Set<Listener>();

  const setState = (next: UpdateState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offerUpdate: (nextActivate) => {
      activate = nextActivate;
      setState({ updateAvailable: true });
    },
    applyUpdate: () => {
      activate?.();
    },
  };
}

// One page has one service worker registration, so one store per page.
export const serviceWorkerUpdates = createUpdateStore();
