import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingRefused } from './privacy';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackingRefused', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ doNotTrack: null }, false],
  ])('%o → %s', (navigator, refused) => {
    vi.stubGlobal('navigator', navigator);
    expect(trackingRefused()).toBe(refused);
  });
});
