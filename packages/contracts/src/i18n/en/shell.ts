import { marketing } from '../../marketing';

/** The header, footer and skip link around every page. */
export const shell = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  menu: 'Menu',
  nav: {
    home: 'Home',
    dashboard: 'Dashboard',
    about: 'About Us',
    admin: 'Admin',
    messages: 'Messages',
    account: 'Account',
  },
  /**
   * Issue 20: read after Messages by screen readers, "Messages (3 unread)". The text of
   * `chatMessages.navUnread`, written out: importing it would add the chat texts to the
   * landing page's load (a test holds the two equal).
   */
  navUnread: '({{count}} unread)',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  getStarted: 'Get Started',
  welcome: 'Welcome,',
  welcomeBack: 'Welcome back',
  /** WCAG 2.2 3.2.6: the same help link in the same place on every page. */
  help: 'Help',
  footer: {
    tagline:
      'Cash advances for Social Security benefit recipients, with one clear fee and 256-bit SSL protection for your information.',
    services: 'Services',
    company: 'Company',
    legal: 'Legal',
    cashAdvances: 'Cash Advances',
    howItWorks: 'How It Works',
    faq: 'FAQ',
    aboutUs: 'About Us',
    ourStory: 'Our Story',
    signIn: 'Sign In',
    privacySecurity: 'Privacy & Security',
    responsibleLending: 'Responsible Lending',
    ratesFees: 'Rates & Fees',
    copyright: `© {{year}} ${marketing.brandName}. All rights reserved.`,
  },
} as const;
