import { authMessages, UNAUTHORIZED_REDIRECT_MS } from '@advance/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSignOut, handleUnauthorized, loginRedirectUrl } from './unauthorized';

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

describe('beginSignOut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the 401s of a deliberate sign-out from toasting or redirecting', () => {
    const notify = vi.fn();
    const assign = vi.fn();
    const end = beginSignOut();
    // A query still in flight when Sign Out was clicked answers 401 after the logout.
    handleUnauthorized({ path: '/admin', notify, assign });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(notify).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();

    // Once the sign-out is over, a session that ends is news again.
    end();
    handleUnauthorized({ path: '/dashboard', notify, assign });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/login?next=%2Fdashboard');
  });

  it('cancels a redirect already pending when the user signs out', () => {
    const assign = vi.fn();
    handleUnauthorized({ path: '/admin', notify: vi.fn(), assign });
    const end = beginSignOut();
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(assign).not.toHaveBeenCalled();
    end();
    // Ending twice does not let a later sign-out's 401s through.
    end();
    const endNext = beginSignOut();
    handleUnauthorized({ path: '/admin', notify: vi.fn(), assign });
    vi.advanceTimersByTime(UNAUTHORIZED_REDIRECT_MS * 2);
    expect(assign).not.toHaveBeenCalled();
    endNext();
  });
});

describe('loginRedirectUrl', () => {
  it('encodes the path it comes back to', () => {
    expect(loginRedirectUrl('/messages')).toBe('/api/login?next=%2Fmessages');
  });
});
