import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionLabel } from './activity-labels';

describe('actionLabel', () => {
  it('names the known actions', () => {
    expect(actionLabel('auth.sign_in')).toBe('Signed in');
    expect(actionLabel('account.created')).toBe('Created an account');
  });

  it('names the document actions', () => {
    expect(actionLabel('attachment.added')).toBe('Document uploaded');
    expect(actionLabel('attachment.visibility_changed')).toBe('Document visibility changed');
    expect(actionLabel('attachment.deleted')).toBe('Document deleted');
    expect(actionLabel('attachment.downloaded')).toBe('Document downloaded by staff');
  });

  it('names the broadcast and announcement actions', () => {
    expect(actionLabel('message.broadcast')).toBe('Sent a broadcast');
    expect(actionLabel('announcement.created')).toBe('Created an announcement');
    expect(actionLabel('announcement.updated')).toBe('Updated an announcement');
  });

  it('names every action the server writes (core activityActions), none by the fallback', () => {
    // Read as text: the browser app may not import server code, but its labels must keep up.
    const source = readFileSync(
      new URL('../../../../../../packages/core/src/activity/log-activity.ts', import.meta.url),
      'utf8',
    );
    const actions = [...source.matchAll(/^\s+\w+: '([a-z_]+\.[a-z_]+)',$/gm)].map(
      (m) => m[1] ?? '',
    );
    expect(actions).toContain('auth.second_factor_ok');
    expect(actions.length).toBeGreaterThan(40);
    const fallback = (action: string) => actionLabel(`x${action}`).slice(1).toLowerCase();
    const unnamed = actions.filter(
      (action) => actionLabel(action).toLowerCase() === fallback(action),
    );
    expect(unnamed).toEqual([]);
  });

  it('names the second-factor, passkey, session and account actions', () => {
    expect(actionLabel('auth.second_factor_failed')).toBe('Wrong second-factor code');
    expect(actionLabel('user.second_factor_reset')).toBe("Reset a user's second factor");
    expect(actionLabel('auth.passkey_sign_in')).toBe('Signed in with a passkey');
    expect(actionLabel('auth.session_revoked')).toBe('Ended a session');
    expect(actionLabel('user.disabled')).toBe('Disabled an account');
    expect(actionLabel('application.exported')).toBe('Exported applications (CSV)');
  });

  it('names the advance, ledger, withdrawal and payment-authorisation actions', () => {
    expect(actionLabel('advance.created')).toBe('Advance created at approval');
    expect(actionLabel('advance.cancelled')).toBe('Cancelled an advance');
    expect(actionLabel('ledger.entry_recorded')).toBe('Recorded a ledger entry');
    expect(actionLabel('advance.exported')).toBe('Exported advances (CSV)');
    expect(actionLabel('application.withdrawn')).toBe('Withdrew an application');
    expect(actionLabel('payment_authorization.created')).toBe('Authorised a payment');
    expect(actionLabel('payment_authorization.withdrawn')).toBe('Withdrew a payment authorisation');
    expect(actionLabel('payment_authorization.attempt_failed')).toBe(
      'Recorded a failed payment attempt',
    );
    expect(actionLabel('advance.payment_notice_sent')).toBe('Payment notice sent');
  });

  it('names the API token actions (issue 21)', () => {
    expect(actionLabel('api_token.created')).toBe('Created an API token');
    expect(actionLabel('api_token.revoked')).toBe('Revoked an API token');
    expect(actionLabel('api_token.call')).toBe('Called the API with a token');
    expect(actionLabel('api_token.call_refused')).toBe('Refused an API token call');
  });

  it('turns an unknown action into words', () => {
    expect(actionLabel('conversation.message_sent')).toBe('Conversation message sent');
    expect(actionLabel('')).toBe('');
  });
});
