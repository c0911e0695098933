import { isStaffRole, type PublicUser } from '@advance/contracts';

export interface NavLinkItem {
  to: '/' | '/about' | '/messages' | '/admin' | '/account';
  label: string;
}

/** Spec part 2: "/" is labelled Dashboard when signed in and Home when not. */
export function navLinksFor(user: PublicUser | null | undefined): NavLinkItem[] {
  if (!user) {
    return [
      { to: '/', label: 'Home' },
      { to: '/about', label: 'About Us' },
    ];
  }
  const links: NavLinkItem[] = [
    { to: '/', label: 'Dashboard' },
    { to: '/about', label: 'About Us' },
  ];
  if (isStaffRole(user.role)) links.push({ to: '/admin', label: 'Admin' });
  else links.push({ to: '/messages', label: 'Messages' });
  // Issue 17: password, sessions, second factor and passkeys, for everyone signed in.
  links.push({ to: '/account', label: 'Account' });
  return links;
}
