import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, type ToastData, toastReducer } from './toast-store';

const make = (id: string): ToastData => ({ id, title: `Toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT toasts, newest first', () => {
    let state = { toasts: [] as ToastData[] };
    for (const id of ['1', '2', '3'])
      state = toastReducer(state, { type: 'ADD_TOAST', toast: make(id) });
    expect(TOAST_LIMIT).toBe(1);
    expect(state.toasts.map((t) => t.id)).toEqual(['3']);
  });

  it('honours a larger limit when given one', () => {
    let state = { toasts: [] as ToastData[] };
    for (const id of ['1', '2', '3']) {
      state = toastReducer(state, { type: 'ADD_TOAST', toast: make(id) }, 2);
    }
    expect(state.toasts.map((t) => t.id)).toEqual(['3', '2']);
  });

  it('dismiss closes without removing; remove drops it', () => {
    const start = { toasts: [make('1'), make('2')] };
    const dismissed = toastReducer(start, { type: 'DISMISS_TOAST', toastId: '1' }, 5);
    expect(dismissed.toasts.map((t) => [t.id, t.open])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    const removed = toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: '1' }, 5);
    expect(removed.toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer(start, { type: 'DISMISS_TOAST' }, 5).toasts.every((t) => !t.open)).toBe(
      true,
    );
  });

  it('updates a toast in place', () => {
    const state = toastReducer(
      { toasts: [make('1')] },
      { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } },
    );
    expect(state.toasts[0]?.title).toBe('Changed');
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getSnapshot().toasts).toHaveLength(1);
    expect(store.getSnapshot().toasts[0]).toMatchObject({ title: 'Second', open: true });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes a dismissed toast only after TOAST_REMOVE_DELAY_MS', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Bye' });
    handle.dismiss();
    expect(store.getSnapshot().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts).toHaveLength(0);
  });
});
