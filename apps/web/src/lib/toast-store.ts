import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@advance/contracts';
import type { ReactNode } from 'react';

/**
 * Toast state, after shadcn/ui's use-toast: a reducer plus a module-level store, so any
 * code (mutations, the 401 handler) can raise a toast without being inside React.
 * Spec part 9: one toast at a time; a dismissed toast leaves the list after 1,000,000 ms
 * (its exit animation runs long before that; Radix unmounts it once closed).
 */

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms display time. */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: ToastData[];
}

/** Pure: newest first, never more than `limit` toasts kept. */
export function toastReducer(
  state: ToastState,
  action: ToastAction,
  limit = TOAST_LIMIT,
): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (toast: ToastInput) => void;
}

export interface ToastStoreOptions {
  limit?: number;
  removeDelayMs?: number;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
}: ToastStoreOptions = {}) {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction): void => {
    state = toastReducer(state, action, limit);
    for (const listener of listeners) listener();
  };

  // Removal is delayed, not immediate, so the closing animation can finish first.
  const queueRemoval = (id: string): void => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'REMOVE_TOAST', toastId: id });
      }, removeDelayMs),
    );
  };

  const dismiss = (toastId?: string): void => {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    for (const id of ids) queueRemoval(id);
    dispatch({ type: 'DISMISS_TOAST', toastId });
  };

  const toast = (input: ToastInput): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    };
  };

  return {
    toast,
    dismiss,
    getSnapshot: (): ToastState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
export const dismissToast = toastStore.dismiss;
