import { authMessages, UNAUTHORIZED_REDIRECT_MS } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleUnauthorized, loginRedirectUrl } from './unauthorized';

describe('handleUnauthorized', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toasts at once and redirects to /api/login after 500 ms', () => {
    const notify = vi.fn();
    const assign = vi.fn();
    handleUnauthorized({ path: '/dashboard?tab=docs', notify, assign });

    expect(notify).toHaveBeenCalledWith({
      title: authMessages.unauthorizedTitle,
      description: authMessages.loggedOut,
    });
    expect(UNAUTHORIZED_REDIRECT_MS).toBe(500);
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?next=%2Fdashboard%3Ftab%3Ddocs');
  });

  it('does not toast or redirect twice while a redirect is pending', () => {
    const notify = vi.fn();
    const assign = vi.fn();
    handleUnauthorized({ path: '/messages', notify, assign });
    handleUnauthorized({ path: '/messages', notify, assign });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled, e.g. when the page unmounts first', () => {
    const assign = vi.fn();
    const cancel = handleUnauthorized({ path: '/dashboard', notify: vi.fn(), assign });
    cancel();
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('loginRedirectUrl', () => {
  it('encodes the path it comes back to', () => {
    expect(loginRedirectUrl('/messages')).toBe('/api/login?next=%2Fmessages');
  });
});
