import {
  journeySubmittedMessages,
  returningApplicantMessages,
  reviewStepMessages,
} from '../../application-journey';
import { howOftenLabels } from '../../applications';
import { consentMessages } from '../../consent';
import { applicationMessages, applicationSubmittedMessages } from '../../messages';
import { applicationStart } from './application-start';

/*
 * The application wizard (issue 20): steps, fields, review, consent, success screen. The
 * English is the contracts texts wherever they exist; the consent statement itself is not
 * here: it is `consentTexts[locale]` (consent.ts), the exact text stored with an application.
 * `paymentDay_ordinal_*` are i18next ordinal forms chosen by `count` ("1st", "22nd").
 */
export const application = /* @__PURE__ */ englishApplication();

/** Built in a function, called once above, so a bundle that never reads it drops it. */
function englishApplication() {
  return {
    ...applicationStart,
    actions: {
      back: 'Back',
      ...applicationStart.actions,
      creatingAccount: 'Creating account...',
      continueToReview: reviewStepMessages.continueToReview,
      submit: 'Submit Application',
      submitting: 'Submitting...',
    },
    fields: {
      ...applicationStart.fields,
      password: 'Password',
      passwordHint: 'At least {{min}} characters.',
      confirmPassword: 'Confirm Password',
      confirmPasswordNoun: 'confirm password',
      requestedAmount: 'Requested Amount',
      howOften: 'How often do you need extra cash?',
      selectOption: 'Select an option',
      monthlyBenefit: 'Monthly Benefit',
      monthlyBenefitHint: 'In dollars, before any deductions.',
      rent: 'Monthly Rent or Mortgage',
      rentHint: 'In dollars; enter 0 if you pay none.',
      dateOfBirth: 'Date of Birth',
      paymentDay: 'Benefit Payment Day',
      paymentDayHint: 'The day of the month your benefit arrives.',
      selectDay: 'Select a day',
    },
    paymentDay_ordinal_one: '{{count}}st',
    paymentDay_ordinal_two: '{{count}}nd',
    paymentDay_ordinal_few: '{{count}}rd',
    paymentDay_ordinal_other: '{{count}}th',
    howOften: {
      weekly: howOftenLabels.weekly,
      monthly: howOftenLabels.monthly,
      occasionally: howOftenLabels.occasionally,
      emergencies: howOftenLabels.emergencies,
      rarely: howOftenLabels.rarely,
      regularly: howOftenLabels.regularly,
      frequently: howOftenLabels.frequently,
    },
    account: {
      intro: 'With this password you can sign in later to follow your application.',
    },
    review: {
      intro: reviewStepMessages.intro,
      change: reviewStepMessages.change,
      aboutYou: reviewStepMessages.aboutYou,
      yourAccount: reviewStepMessages.yourAccount,
      passwordSet: reviewStepMessages.passwordSet,
      signedInAs: reviewStepMessages.signedInAs,
      yourMoney: reviewStepMessages.yourMoney,
      consentLegend: reviewStepMessages.consentLegend,
      consentLabel: reviewStepMessages.consentLabel,
    },
    consent: {
      required: consentMessages.required,
      outdated: consentMessages.outdated,
    },
    returning: {
      title: returningApplicantMessages.title,
      body: returningApplicantMessages.body,
      keptNote: returningApplicantMessages.keptNote,
      signIn: returningApplicantMessages.signIn,
      resetPassword: returningApplicantMessages.resetPassword,
    },
    success: {
      title: applicationMessages.submittedTitle,
      thanks: 'Thank you, {{firstName}}. We received your request for a {{amount}} advance.',
      nextStepsTitle: applicationSubmittedMessages.nextStepsTitle,
      nextSteps: {
        submitted: applicationSubmittedMessages.nextSteps[0],
        documents: applicationSubmittedMessages.nextSteps[1],
        decision: applicationSubmittedMessages.nextSteps[2],
        funds: applicationSubmittedMessages.nextSteps[3],
      },
      accountCreated: applicationSubmittedMessages.accountCreated,
      addedToAccount: applicationSubmittedMessages.addedToAccount,
      signedInNow: journeySubmittedMessages.signedInNow,
      signIn: applicationSubmittedMessages.signIn,
      returnHome: applicationSubmittedMessages.returnHome,
      viewDashboard: journeySubmittedMessages.viewDashboard,
      viewApplications: 'View My Applications',
    },
    submitFailedTitle: applicationMessages.submitFailedTitle,
    submitFailed: applicationMessages.submitFailed,
    /**
     * The wizard's field messages (the contracts schemas write them in English); the wizard
     * shows the one whose English matches, in the page's language (fieldMessageKey).
     */
  } as const;
}
