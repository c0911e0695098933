import { isStaffRole } from '@advance/contracts';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../auth/use-current-user';

// Loaded only for signed-in customers, so a visitor's first page stays small.
const AnnouncementBanners = lazy(() =>
  import('./announcement-banners').then((m) => ({ default: m.AnnouncementBanners })),
);

/** DESIGN.md §5: announcement banners for signed-in customers, on every page they visit. */
export function CustomerAnnouncements() {
  const user = useCurrentUser();
  if (!user || isStaffRole(user.role)) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementBanners />
    </Suspense>
  );
}
