import { enScreens, isStaffRole, type PublicUser } from '@advance/contracts';

type NavKey = keyof typeof enScreens.shell.nav;

export interface NavLinkItem {
  to: '/' | '/about' | '/messages' | '/admin' | '/account';
  label: string;
}

/** English by default; the header passes its translator (issue 20). */
const englishLabel = (key: NavKey): string => enScreens.shell.nav[key];

/** Spec part 2: "/" is labelled Dashboard when signed in and Home when not. */
export function navLinksFor(
  user: PublicUser | null | undefined,
  label: (key: NavKey) => string = englishLabel,
): NavLinkItem[] {
  if (!user) {
    return [
      { to: '/', label: label('home') },
      { to: '/about', label: label('about') },
    ];
  }
  const links: NavLinkItem[] = [
    { to: '/', label: label('dashboard') },
    { to: '/about', label: label('about') },
  ];
  if (isStaffRole(user.role)) links.push({ to: '/admin', label: label('admin') });
  else links.push({ to: '/messages', label: label('messages') });
  // Issue 17: password, sessions, second factor and passkeys, for everyone signed in.
  links.push({ to: '/account', label: label('account') });
  return links;
}
