import { isStaffRole } from '@advance/contracts';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazy-with-data';
import { useCurrentUser } from '../auth/use-current-user';

// Loaded only for signed-in customers, so a visitor's first page stays small.
const AnnouncementBanners = lazyWithData(() =>
  import('./announcement-banners').then((m) => m.AnnouncementBanners),
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
