/**
 * Toasts without the toast machinery in the first bundle: requests queue here, and the Chakra
 * toaster (ToasterView) is loaded and mounted on the first request.
 */
export interface ToastRequest {
  type: 'error' | 'success';
  title?: string;
  description?: string;
  durationMs: number;
  /** A button in the toast, e.g. "Open" on what was just made. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick(): void;
}

export const ERROR_TOAST_MS = 5000;
export const NOTIFICATION_TOAST_MS = 8000;

const pending: ToastRequest[] = [];
const listeners = new Set<() => void>();
let deliver: ((request: ToastRequest) => void) | undefined;
let wanted = false;

export function requestToast(request: ToastRequest): void {
  if (deliver) return deliver(request);
  pending.push(request);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** Called by the mounted toaster; delivers what was queued before it existed. */
export function attachToaster(show: (request: ToastRequest) => void): () => void {
  deliver = show;
  pending.splice(0).forEach(show);
  return () => {
    if (deliver === show) deliver = undefined;
  };
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => wanted;

export function showError(message: string, durationMs = ERROR_TOAST_MS): void {
  requestToast({ type: 'error', description: message, durationMs });
}

export function showSuccess(title: string, description?: string, durationMs = NOTIFICATION_TOAST_MS, action?: ToastAction): void {
  requestToast({ type: 'success', title, description, durationMs, ...(action ? { action } : {}) });
}
