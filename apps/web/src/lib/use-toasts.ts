import { useSyncExternalStore } from 'react';
import { type ToastState, toastStore } from './toast-store';

/** Current toasts, re-rendering on every change of the store. */
export function useToasts(): ToastState {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}
