import { SignOutButtonView } from './sign-out-button-view';
import { useSignOut } from './use-sign-out';

/** The header's Sign Out; loaded with the data layer, only once someone is signed in. */
export function SignOutButton() {
  const { signOut, isPending } = useSignOut();
  return <SignOutButtonView onClick={() => void signOut()} disabled={isPending} />;
}
