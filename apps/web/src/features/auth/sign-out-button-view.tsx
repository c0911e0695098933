import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/**
 * The header's Sign Out button as it looks; also its placeholder while the working button's
 * code loads, so the header does not move. Its text is in the `shell` texts, which every
 * page has from the start.
 */
export function SignOutButtonView({
  onClick,
  disabled,
}: {
  onClick?: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Button variant="secondary" size="sm" onClick={onClick} disabled={disabled}>
      <LogOut aria-hidden="true" />
      {t('signOut')}
    </Button>
  );
}
