import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The notification bar's state: one success or error message at a time, closable,
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

const { failedCall, offline, timeout } = defineMessages({
  failedCall: {
    id: 'notification.failedCall',
    defaultMessage: 'No hemos podido completar la operación. Inténtalo de nuevo en unos minutos.',
  },
  offline: {
    id: 'notification.offline',
    defaultMessage: 'No hemos podido conectar. Revisa tu conexión a internet e inténtalo de nuevo.',
  },
  timeout: {
    id: 'notification.timeout',
    defaultMessage: 'El servidor está tardando demasiado en responder. Inténtalo de nuevo en unos minutos.',
  },
});

type Failure = { message?: unknown; hasServerMessage?: unknown; kind?: unknown };

/**
 * Why a call failed, in words, when the reason is on the visitor's side of the line or is the server's silence: no
 * connection, or no answer in time. Null for the rest (an error status, an answer that could not be read).
 */
export function failureReason(error: unknown): (MessageDescriptor & { id: string }) | null {
  const kind = ((error ?? {}) as Failure).kind;
  return kind === 'network' ? offline : kind === 'timeout' ? timeout : null;
}

/**
 * The error notification for a failed call: the API's own message when it sent one a person can
 * read, otherwise a translated one (no connection, no answer in time, or a failure without explanation).
 */
export function notifyError(error: unknown): void {
  const failure = (error ?? {}) as Failure;
  if (failure.hasServerMessage === true && typeof failure.message === 'string' && failure.message.trim() !== '') {
    notify({ kind: 'error', text: failure.message });
    return;
  }
  notify({ kind: 'error', message: failureReason(error) ?? failedCall });
}
