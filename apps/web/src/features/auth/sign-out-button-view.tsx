import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * The header's Sign Out button as it looks; also its placeholder while the working button's
 * code loads, so the header does not move.
 */
export function SignOutButtonView({
  onClick,
  disabled,
}: {
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}
