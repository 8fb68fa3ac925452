/**
 * The API client cannot import the auth feature (lib stays below features), yet a 401 on an
 * authorised call must end the session. The client announces it here; the auth feature listens.
 */
type SessionEndedListener = () => void;

const listeners = new Set<SessionEndedListener>();

export function onSessionRejected(listener: SessionEndedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionRejected(): void {
  for (const listener of listeners) listener();
}
