import { describe, expect, it } from 'vitest';
import { liveSocketUrl } from './live-url';

describe('liveSocketUrl', () => {
  it('follows the page protocol on the same host', () => {
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:4400' })).toBe(
      'ws://localhost:4400/trpc',
    );
    expect(liveSocketUrl({ protocol: 'https:', host: 'advance.example' })).toBe(
      'wss://advance.example/trpc',
    );
  });
});
