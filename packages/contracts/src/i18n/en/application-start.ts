import { wizardStepTitles } from '../../application-journey';
import { marketing } from '../../marketing';
import { publicPageMessages } from '../../messages';

/*
 * The part of the wizard's `application` namespace its first step shows (issue 15): the web
 * app's lean first step registers this alone, before the wizard and its schemas load; the
 * whole namespace (application.ts, built on this) comes with the wizard. No module with
 * schemas is imported here, so that bundle needs no zod.
 */
export const applicationStart = /* @__PURE__ */ englishApplicationStart();

/** Built in a function, called once above, so a bundle that never reads it drops it. */
function englishApplicationStart() {
  return {
    pageTitle: publicPageMessages.application.title,
    heading: 'Apply for a Cash Advance',
    lead: `Advances from {{min}} to {{max}} with one processing fee. Pre-qualify in ${marketing.preQualifyMinutes}.`,
    progress: {
      label: 'Application progress',
      position: 'Step {{position}} of {{total}}',
    },
    steps: {
      applicant: wizardStepTitles[1],
      account: wizardStepTitles[2],
      financial: wizardStepTitles[3],
      review: wizardStepTitles[4],
    },
    actions: {
      next: 'Next',
      checking: 'Checking...',
    },
    /** The wizard's code did not arrive (the lean first step, issue 15). */
    loadFailed: 'We could not load the form. Please check your connection and try again.',
    fields: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      zipCode: 'Zip Code',
    },
  };
}
