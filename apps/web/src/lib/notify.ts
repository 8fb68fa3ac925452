/**
 * Snackbars without importing the host: it is loaded after the first render
 * (the /login budget has no room to spare) and registers itself here. Messages
 * sent before it is mounted wait for it instead of being lost.
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

export function notify(message: string, options?: NotifyOptions): void {
  void host.then((enqueue) => enqueue(message, options));
}
