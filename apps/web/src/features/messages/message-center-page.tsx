import { RequireSignIn } from '../auth/require-sign-in';
import { MessageCenter } from './message-center';

/**
 * /messages. A signed-out visitor gets the spec's logged-out toast and, 500 ms later, the
 * sign-in navigation that brings them back here (spec part 6; see RequireSignIn).
 */
export function MessageCenterPage() {
  return <RequireSignIn>{() => <MessageCenter />}</RequireSignIn>;
}
