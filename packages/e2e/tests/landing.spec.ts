import { marketing, quoteAdvance, todayInNewYork } from '@advance/contracts';
import { expect, test } from './support/fixtures';
import { footer, header, mainNav } from './support/pages';

const faqQuestions = [
  'How much can I get?',
  'What are the fees and rates?',
  'How fast is approval?',
  'Can I increase my limit?',
  'Can I reapply?',
  'Is my information secure?',
  'Who qualifies?',
];

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // The app renders after its session check, a little after the load event.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('renders every section', async ({ page }) => {
    await expect(page).toHaveTitle(/Cash Advances for Social Security Recipients/);

    // Hero.
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Cash advances on your Social Security benefits',
      }),
    ).toBeVisible();
    const getStarted = page.getByRole('link', { name: 'Get Started Today' });
    await expect(getStarted).toBeVisible();
    await expect(getStarted).toHaveAttribute('href', '/application');

    // Example card: the example amount, its fee and the amount received, computed from the
    // fee schedule ($500, $15, $485 at 3%); pricing.spec.ts checks its dates and APR.
    const quote = quoteAdvance({
      amount: marketing.example.amount,
      schedule: marketing.example.schedule,
      from: todayInNewYork(),
    });
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    const example = page.locator('dl').filter({ hasText: 'Advance amount' });
    await expect(
      page.getByRole('heading', { name: `${usd(quote.amount)} cash advance` }),
    ).toBeVisible();
    const exampleValue = (label: string) =>
      example
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('dd');
    await expect(exampleValue('Advance amount')).toHaveText(usd(quote.amount));
    await expect(exampleValue('One-time processing fee')).toHaveText(usd(quote.fee));
    await expect(exampleValue('You receive')).toHaveText(usd(quote.amountFinanced));
    await expect(exampleValue('Next benefit date')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);

    // The three trust badges.
    const trust = page.getByRole('region', { name: 'Why customers trust us' });
    for (const badge of ['Bank-Level Security', 'Fast Approval', 'One Clear Fee']) {
      await expect(trust.getByRole('heading', { level: 3, name: badge })).toBeVisible();
    }

    // How It Works, four numbered steps in order.
    const howItWorks = page.getByRole('region', { name: 'How It Works' });
    await expect(howItWorks.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    const steps = howItWorks.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Pre-qualify',
      'Step 2: Submit your application',
      'Step 3: Get approved',
      'Step 4: Receive your funds',
    ]);
    await expect(steps.nth(0)).toContainText('under 5 minutes');
    await expect(steps.nth(2)).toContainText('within 24 hours');
    await expect(steps.nth(3)).toContainText('1-2 business days');

    // Stats.
    const stats = page.getByRole('region', { name: 'Trusted by benefit recipients' });
    await expect(stats).toBeVisible();
    for (const figure of ['94%', 'Over $10 million', '98%', '18 hours', '2023']) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }

    // Call to action.
    const cta = page.getByRole('region', { name: 'Ready to get started?' });
    await expect(cta.getByRole('link', { name: 'Start My Application' })).toHaveAttribute(
      'href',
      '/application',
    );

    // FAQ: seven questions, all closed at first.
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveText(faqQuestions);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const amount = faq.getByRole('button', { name: 'How much can I get?' });
    const security = faq.getByRole('button', { name: 'Is my information secure?' });
    const amountAnswer = faq.getByText(/First-time customers can receive from \$100 to \$5,000/);
    const securityAnswer = faq.getByText(/256-bit SSL encryption, and we follow SOC 2/);

    await amount.click();
    await expect(amount).toHaveAttribute('aria-expanded', 'true');
    await expect(amountAnswer).toBeVisible();
    await expect(security).toHaveAttribute('aria-expanded', 'false');

    // Opening another closes the first.
    await security.click();
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    await expect(securityAnswer).toBeVisible();
    await expect(amount).toHaveAttribute('aria-expanded', 'false');
    await expect(amountAnswer).toBeHidden();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);

    // The open one closes again.
    await security.click();
    await expect(security).toHaveAttribute('aria-expanded', 'false');
    await expect(securityAnswer).toBeHidden();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('the skip link is the first Tab stop and moves focus to the main content', async ({
    page,
  }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('layout', () => {
  test('header and footer for a signed-out visitor', async ({ page }) => {
    await page.goto('/');

    await expect(header(page).getByRole('link', { name: 'Benefit Advance' })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'About Us']);
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Get Started' })).toBeVisible();

    const columns = {
      Services: ['Cash Advances', 'How It Works', 'FAQ'],
      Company: ['About Us', 'Our Story', 'Sign In'],
      Legal: ['Privacy & Security', 'Responsible Lending', 'Rates & Fees'],
    };
    for (const [name, links] of Object.entries(columns)) {
      const column = footer(page).getByRole('navigation', { name });
      await expect(column.getByRole('heading', { name })).toBeVisible();
      await expect(column.getByRole('link')).toHaveText(links);
    }
    await expect(footer(page)).toContainText('© 2024 Benefit Advance. All rights reserved.');
  });

  test('the About page', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();

    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle(/About Us/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const section of ['Our Mission', 'Our Story', 'By the Numbers', 'Our Commitments']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('We founded Benefit Advance in 2023');
    for (const commitment of ['Privacy & Security', 'Responsible Lending', 'Clear Pricing']) {
      await expect(page.getByRole('heading', { level: 3, name: commitment })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Apply for an Advance' })).toHaveAttribute(
      'href',
      '/application',
    );
    // Same header and footer as everywhere.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'About Us']);
    await expect(footer(page)).toContainText('© 2024 Benefit Advance. All rights reserved.');
  });
});
