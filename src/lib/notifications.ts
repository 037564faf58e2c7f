import type { MessageDescriptor } from 'react-intl';

/**
 * The notification bar's state (spec section 2): one success or error message at a time, closable,
 * cleared after 5 seconds. A message is either a catalogue entry (translated when shown, so it follows a
 * language switch) or text the API sent.
 */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export type NotificationKind = 'success' | 'error';

export type Notification = {
  id: number;
  kind: NotificationKind;
} & ({ message: MessageDescriptor; values?: Record<string, string | number> } | { text: string });

// Distributes over the union so each kind of message keeps its own fields.
type NotificationInput = Notification extends infer N ? (N extends Notification ? Omit<N, 'id'> : never) : never;

let current: Notification | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: Notification | null) {
  current = next;
  if (timer) clearTimeout(timer);
  timer = next ? setTimeout(() => set(null), NOTIFICATION_TIMEOUT_MS) : null;
  for (const listener of listeners) listener();
}

export const getNotification = (): Notification | null => current;

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(input: NotificationInput): void {
  set({ ...input, id: nextId++ } as Notification);
}

export function dismissNotification(): void {
  set(null);
}
