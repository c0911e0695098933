import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('mail links in the log (LOG_MAIL_LINKS)', () => {
  it('are logged for a local run with no relay, as the README says', () => {
    expect(loadConfig({}).logMailLinks).toBe(true);
  });

  it('are never logged in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logMailLinks).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', LOG_MAIL_LINKS: 'true' }).logMailLinks).toBe(false);
  });

  it('are not logged with a relay unless asked, and can be turned off locally', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://relay.test:25' }).logMailLinks).toBe(false);
    expect(loadConfig({ LOG_MAIL_LINKS: 'false' }).logMailLinks).toBe(false);
  });
});

describe('HTTP limits', () => {
  it('default to 10 s headers, 30 s JSON requests, 5 min transfers, 64 connections per address', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      transferTimeoutMs: 300_000,
      idleTimeoutMs: 60_000,
      maxConnectionsPerAddress: 64,
    });
  });

  it('turn the per-address ceiling off behind a trusted proxy unless it is set', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).http
        .maxConnectionsPerAddress,
    ).toBe(500);
  });

  it('refuse a header limit longer than the transfer limit', () => {
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_TRANSFER_TIMEOUT_MS: '30000' }),
    ).toThrow(ConfigError);
  });
});
