import { greetingName, marketing } from '@advance/contracts';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { lazyWithData } from '../../lib/lazy-with-data';
import { SignOutButtonView } from '../auth/sign-out-button-view';
import { useCurrentUser } from '../auth/use-current-user';
import { PageContainer } from '../page/page-container';
import { BrandMark } from './brand-mark';
import { type NavLinkItem, navLinksFor } from './nav-links';
import { UtilityBar } from './utility-bar';

const MOBILE_MENU_ID = 'mobile-menu';

// Signing out needs the data layer; a visitor's page never loads it.
const SignOutButton = lazyWithData(() =>
  import('../auth/sign-out-button').then((m) => m.SignOutButton),
);

// Issue 20: the unread count on Messages (a customer's link only; loads with the data layer).
const MessagesUnreadBadge = lazyWithData(() =>
  import('../messages/messages-unread-badge').then((m) => m.MessagesUnreadBadge),
);
const navLinkContent = (link: NavLinkItem) =>
  link.to === '/messages' ? (
    <>
      {link.label}
      <Suspense fallback={null}>
        <MessagesUnreadBadge />
      </Suspense>
    </>
  ) : (
    link.label
  );

const linkClass =
  'rounded-md px-3 py-2 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 data-[status=active]:text-blue-800';

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const links = navLinksFor(user, (key) => t(`nav.${key}`));

  // A link followed from the mobile menu should not leave the menu covering the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Issue 20: only a real first name is greeted ("Welcome, Super" was the seeded admin's).
  const name = user ? greetingName(user) : null;
  const welcome = user ? (
    <p className="text-sm text-slate-700">
      {name ? (
        <>
          {t('welcome')} <span className="font-semibold text-slate-900">{name}</span>
        </>
      ) : (
        t('welcomeBack')
      )}
    </p>
  ) : null;

  const signOutButton = (
    <Suspense fallback={<SignOutButtonView disabled />}>
      <SignOutButton />
    </Suspense>
  );

  const signedOutActions = (
    <>
      <Button asChild variant="ghost" size="sm">
        <Link to="/login">{t('signIn')}</Link>
      </Button>
      <Button asChild size="sm">
        <Link to="/application">{t('getStarted')}</Link>
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <UtilityBar />
      <PageContainer className="flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2"
        >
          <BrandMark />
          {marketing.brandName}
        </Link>

        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass} activeOptions={{ exact: link.to === '/' }}>
                  {navLinkContent(link)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          {user ? (
            <>
              {welcome}
              {signOutButton}
            </>
          ) : (
            signedOutActions
          )}
        </div>

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('menu')}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6!" />
          ) : (
            <Menu aria-hidden="true" className="size-6!" />
          )}
        </Button>
      </PageContainer>

      <div
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <PageContainer className="space-y-4 py-4">
          <nav aria-label={t('mainNav')}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={cn(linkClass, 'block')}
                    activeOptions={{ exact: link.to === '/' }}
                  >
                    {navLinkContent(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
            {user ? (
              <>
                {welcome}
                {signOutButton}
              </>
            ) : (
              <div className="flex gap-3 [&>*]:flex-1">{signedOutActions}</div>
            )}
          </div>
        </PageContainer>
      </div>
    </header>
  );
}
