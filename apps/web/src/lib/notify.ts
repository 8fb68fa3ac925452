/**
 * Snackbars without importing the host: it is loaded with the first message (its chunk brings
 * the leaders' shared code, ~80 KB gzip that /login's first view does not need) and
 * registers itself here. Messages sent before it is mounted wait for it instead of being lost.
 */
export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export type NotifyOptions = {
  variant?: NotifyVariant;
  /** Defaults to the host's 5000 ms (spec 1 §9). */
  autoHideDuration?: number;
};

type Enqueue = (message: string, options?: NotifyOptions) => unknown;

let registerHost: (enqueue: Enqueue) => void = () => undefined;
const host = new Promise<Enqueue>((resolve) => {
  registerHost = resolve;
});

export function registerSnackbarHost(enqueue: Enqueue): void {
  registerHost(enqueue);
}

let hostWanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a message was sent, so the host must be there (app/providers.tsx mounts it then). */
export function snackbarHostWanted(): boolean {
  return hostWanted;
}

export function onSnackbarHostWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

export function notify(message: string, options?: NotifyOptions): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of wantedListeners) listener();
  }
  void host.then((enqueue) => enqueue(message, options));
}
