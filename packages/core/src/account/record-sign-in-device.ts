import { accountMessages, type Locale, type Role } from '@advance/contracts';
import { rememberUserDevice } from '@advance/db';
import { activityActions, logActivity } from '../activity/log-activity';
import type { CoreDeps, RequestMeta } from '../deps';
import { describeDevice, describePlace } from './describe-device';
import { sendSecurityNotice } from './send-security-notice';

/**
 * Remembers the browser + OS + device a user signed in from, and e-mails them when the
 * combination is new for the account. The very first sign-in (no device known yet) sends
 * nothing. Call it after any completed sign-in (password, second factor, passkey). A
 * failure here is logged, never fails the sign-in.
 */
export async function recordSignInDevice(
  deps: CoreDeps,
  user: { id: string; email: string; firstName: string | null; role?: Role; locale?: Locale },
  meta: RequestMeta,
): Promise<void> {
  try {
    const device = describeDevice(meta.userAgent);
    const seen = await rememberUserDevice(deps.db, user.id, device.key, deps.now());
    if (!seen.isNew || !seen.hadOthers) return;
    const label = `${accountMessages.deviceDescription(device.browser, device.os)} (${accountMessages.devices[device.device]})`;
    const place = describePlace(deps.tracking.geo, meta.ip);
    await sendSecurityNotice(deps, user, 'new_device_sign_in', {
      at: deps.now(),
      device: { browser: device.browser, os: device.os, device: device.device },
      place,
      ip: meta.ip,
    });
    await logActivity(deps.db, {
      actorId: user.id,
      action: activityActions.newDeviceSignIn,
      targetType: 'user',
      targetId: user.id,
      details: { device: label, place },
      ipAddress: meta.ip,
    });
  } catch (error) {
    deps.log.error({ err: error }, 'The sign-in device could not be recorded');
  }
}
