import { CLIENT_SESSION_ID } from '@advance/tracker-schemas/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientSessionId, sessionStartedAt } from './session-id';

afterEach(() => {
  vi.useRealTimers();
});

describe('newClientSessionId', () => {
  it('is sess_, the time in ms and 22 random base-62 characters', () => {
    vi.useFakeTimers({ now: 1_763_720_000_123 });
    const id = newClientSessionId();
    expect(id).toMatch(CLIENT_SESSION_ID);
    expect(id.startsWith('sess_1763720000123_')).toBe(true);
    expect(sessionStartedAt(id)).toBe(1_763_720_000_123);
  });

  it('draws its random part from the whole alphabet, never twice the same', () => {
    const ids = Array.from({ length: 2_000 }, newClientSessionId);
    expect(new Set(ids).size).toBe(ids.length);
    const seen = new Set(ids.flatMap((id) => [...id.slice(19)]));
    // 44,000 draws from 62 characters: every one of them turns up.
    expect(seen.size).toBe(62);
  });
});
