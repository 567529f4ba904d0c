// react-toastify arrives with the first toast (or when the browser is idle), not with the first
// page: the library queues toasts raised before its container mounts, so none is lost.
export type ToastKind = 'info' | 'success' | 'error' | 'warning';

export const TOAST_NEEDED_EVENT = 'blu:toast-needed';

export function showToast(kind: ToastKind, message: string): void {
  window.dispatchEvent(new Event(TOAST_NEEDED_EVENT));
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}
