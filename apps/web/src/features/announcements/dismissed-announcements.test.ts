import { describe, expect, it } from 'vitest';
import {
  DISMISSED_ANNOUNCEMENTS_KEY,
  readDismissed,
  rememberDismissed,
} from './dismissed-announcements';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('dismissed announcements', () => {
  it('round-trips through storage', () => {
    const store = memoryStore();
    const once = rememberDismissed(store, [], 'a1');
    const twice = rememberDismissed(store, once, 'a2');
    expect(twice).toEqual(['a1', 'a2']);
    expect(readDismissed(store)).toEqual(['a1', 'a2']);
    expect(rememberDismissed(store, twice, 'a1')).toEqual(['a2', 'a1']);
  });

  it('reads nothing from empty, corrupt or foreign values', () => {
    expect(readDismissed(memoryStore())).toEqual([]);
    expect(readDismissed(memoryStore({ [DISMISSED_ANNOUNCEMENTS_KEY]: '{oops' }))).toEqual([]);
    expect(readDismissed(memoryStore({ [DISMISSED_ANNOUNCEMENTS_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readDismissed(memoryStore({ [DISMISSED_ANNOUNCEMENTS_KEY]: '["a",2]' }))).toEqual(['a']);
    expect(readDismissed(undefined)).toEqual([]);
  });

  it('still closes the banner when storage refuses to save', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberDismissed(refusing, [], 'a1')).toEqual(['a1']);
  });

  it('remembers at most the latest 100', () => {
    let list: string[] = [];
    for (let i = 0; i < 105; i++) list = rememberDismissed(undefined, list, `id${i}`);
    expect(list).toHaveLength(100);
    expect(list[0]).toBe('id5');
  });
});
