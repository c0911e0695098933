import { marketing } from '../../marketing';
import { authMessages, pricingMessages, publicPageMessages } from '../../messages';
import { benefitScheduleLabels } from '../../pricing/benefit-schedule';

/*
 * The public pages (landing, About, 404, forgot and reset password). Texts that already
 * lived in contracts are referenced, not copied, so each English text exists once; a
 * function message is called with i18next placeholders ("{{min}}") to become a template.
 * `{{…}}` values are filled by the screen: money already formatted for the locale, and the
 * day's figures (features/pricing/public-figures).
 */
export const publicPages = {
  pages: publicPageMessages,
  aprRange: pricingMessages.aprRange('{{min}}', '{{max}}'),
  hero: {
    eyebrow: 'For Social Security benefit recipients',
    heading: 'Cash advances on your Social Security benefits',
    lead: `Get {{min}} to {{max}} against your monthly benefit, with one clear processing fee and the full cost shown before you apply. Pre-qualify in ${marketing.preQualifyMinutes}; if approved, funds arrive in ${marketing.fundsDays}.`,
    getStarted: 'Get Started Today',
    seeHow: 'See how it works',
    noSignIn: 'No sign-in needed to apply: your account is created as you go.',
  },
  example: {
    eyebrow: 'Example',
    title: '{{amount}} cash advance',
    schedule: `For benefits paid on ${benefitScheduleLabels[marketing.example.schedule]}.`,
    amount: 'Advance amount',
    fee: 'One-time processing fee',
    received: 'You receive',
    nextBenefitDate: 'Next benefit date',
    repayment:
      'Applied for today, it is repaid in one payment of {{total}} on {{dueDate}}: an APR of {{apr}}.',
    illustration: 'For illustration. Your exact figures are shown before you apply.',
  },
  trust: {
    heading: 'Why customers trust us',
    securityTitle: 'Bank-Level Security',
    securityText: '256-bit SSL encryption and SOC 2 practices protect your personal information.',
    fastTitle: 'Fast Approval',
    fastText: `Decisions in ${marketing.approvalHours}, and funds in ${marketing.fundsDays} once approved.`,
    feeTitle: 'One Clear Fee',
    feeText: 'A single {{feePercent}} processing fee you see up front. {{aprRange}}.',
  },
  howItWorks: {
    heading: 'How It Works',
    lead: 'Four steps from application to money in your account.',
    stepLabel: 'Step {{number}}: ',
    steps: {
      preQualify: {
        title: 'Pre-qualify',
        text: `Answer a few simple questions in ${marketing.preQualifyMinutes}. No sign-in needed.`,
      },
      submit: {
        title: 'Submit your application',
        text: 'Tell us about your monthly benefit and create your secure account as you go.',
      },
      approved: {
        title: 'Get approved',
        text: `Most applications are approved within ${marketing.approvalHoursShort}.`,
      },
      funds: {
        title: 'Receive your funds',
        text: `Money arrives in your bank account in ${marketing.fundsDays}.`,
      },
    },
  },
  stats: {
    heading: 'Trusted by benefit recipients',
    lead: 'We help people who live on Social Security bridge the gap between payments, simply and fairly.',
    approvalRate: 'Approval rate',
    totalAdvanced: 'Advanced to customers',
    /** The figure itself, as words: "Over $10 million". */
    totalAdvancedValue:
      marketing.totalAdvanced.charAt(0).toUpperCase() + marketing.totalAdvanced.slice(1),
    satisfaction: 'Customer satisfaction',
    averageApproval: 'Average approval time',
    averageApprovalValue: '{{hours}} hours',
    founded: 'Founded',
  },
  cta: {
    heading: 'Ready to get started?',
    text: `Apply in minutes and hear back within ${marketing.approvalHours}. One processing fee, no surprises.`,
    button: 'Start My Application',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    amount: {
      question: 'How much can I get?',
      answer:
        'First-time customers can receive from {{min}} to {{max}}. The amount we can offer depends on your monthly benefit and your regular expenses, such as rent or a mortgage.',
    },
    fees: {
      question: 'What are the fees and rates?',
      answer:
        'Each advance has a one-time processing fee that you see before you apply: for example, {{fee}} on a {{amount}} advance, so you receive {{received}}. You repay the advance in one payment on a benefit date. {{aprRange}}; the APR of your advance, its finance charge and its due date are shown before you submit. There are no hidden fees.',
    },
    approvalTime: {
      question: 'How fast is approval?',
      answer: `Most applications are reviewed within ${marketing.approvalHours}. If you are approved, the money is deposited in your bank account within ${marketing.fundsDays}.`,
    },
    increaseLimit: {
      question: 'Can I increase my limit?',
      answer:
        'Yes. After you repay an advance on time, you may qualify for a higher amount on your next one. Your limit is reviewed each time you apply.',
    },
    reapply: {
      question: 'Can I reapply?',
      answer:
        'Yes. Once your current advance is repaid you can apply again at any time. If an application is not approved, you are welcome to apply again later or contact our support team to learn why.',
    },
    security: {
      question: 'Is my information secure?',
      answer:
        'Yes. Everything you send us travels over 256-bit SSL encryption, and we follow SOC 2 practices for how your data is stored and who may see it.',
    },
    eligibility: {
      question: 'Who qualifies?',
      answer:
        'Social Security benefit recipients, whether your benefit is for retirement, disability or survivors. You will need a bank account where your benefit is deposited, so we can send your advance there.',
    },
  },
  about: {
    heading: 'About Us',
    lead: `${marketing.brandName} offers cash advances to people who receive Social Security benefits, with plain terms, one clear fee and real people to talk to.`,
    missionHeading: 'Our Mission',
    mission:
      'A benefit arrives once a month; life does not wait for it. Our mission is to give benefit recipients fair, fast access to their own money when an unexpected bill comes up, without confusing terms, hidden costs or a trip to a storefront lender.',
    storyHeading: 'Our Story',
    story1: `We founded ${marketing.brandName} in ${marketing.foundedYear} after seeing how often retirees and people with disabilities were offered costly short-term loans when all they needed was a few hundred dollars until their next payment. We built a simple online application that takes ${marketing.preQualifyMinutes}, reviews in ${marketing.approvalHours}, and pays out in ${marketing.fundsDays}.`,
    story2: `Since then we have advanced ${marketing.totalAdvanced} to customers across the country, and we keep the same promise: the lowest rates we can offer and a support team that answers your messages.`,
    numbersHeading: 'By the Numbers',
    commitmentsHeading: 'Our Commitments',
    privacyTitle: 'Privacy & Security',
    privacyText:
      'Your information travels over 256-bit SSL encryption and is handled following SOC 2 practices.',
    lendingTitle: 'Responsible Lending',
    lendingText:
      'We look at your monthly benefit and your housing costs before offering an advance, and first advances are capped at {{max}} so repaying stays manageable.',
    pricingTitle: 'Clear Pricing',
    pricingText:
      'One processing fee per advance and its APR, both shown before you apply. {{aprRange}}.',
    helpHeading: 'Help and Contact',
    helpText:
      'Questions about an application or an advance? Sign in and send us a message: a real person answers, usually within one business day. The questions most people ask are answered on our home page.',
    helpFaq: 'Read the frequently asked questions',
    ready: 'Ready when you are.',
    apply: 'Apply for an Advance',
  },
  notFound: {
    eyebrow: 'Error 404',
    heading: '404 Page Not Found',
    home: 'Go to the home page',
  },
  forgotPassword: {
    description:
      'Enter the email address on your account and we will send you a link to set a new password.',
    sending: 'Sending...',
    send: 'Send Reset Link',
    remembered: 'Remembered it?',
    backToLogin: 'Back to Login',
    checkEmailTitle: authMessages.checkEmailTitle,
    sent: authMessages.forgotPasswordSent,
    failed: authMessages.forgotPasswordFailed,
    expires:
      'The link expires after a while. If nothing arrives, check your spam folder or try again.',
    tryAgain: 'Try Again',
  },
  resetPassword: {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
    newPassword: 'New Password',
    newPasswordNoun: 'new password',
    confirmPassword: 'Confirm Password',
    confirmPasswordNoun: 'confirm password',
    resetting: 'Resetting...',
    submit: 'Reset Password',
    failed: authMessages.resetFailed,
    invalidLink: authMessages.invalidResetLink,
    requestNew: 'Request a new reset link',
    successTitle: authMessages.resetSuccessTitle,
    success: 'Your password has been changed. You can now sign in with your new password.',
    continue: 'Continue to Login',
  },
} as const;
