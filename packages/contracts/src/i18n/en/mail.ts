import { decisionMailTexts } from '../../decision-mails';
import { documentRequestTexts } from '../../decisions';
import { marketing } from '../../marketing';
import { benefitsNoticeMessages } from '../../messages';
import { chatEmailTexts } from '../../staff-notes';

/*
 * Customer e-mails in the customer's language (users.locale). The English is the existing
 * contracts texts; function messages become templates by being called with placeholders.
 * `reminderTitle_one/_other` are i18next plural forms chosen by `count`.
 */
export const mail = /* @__PURE__ */ englishMail();

/**
 * Built in a function, called once above: a bundle that never reads this namespace (the web
 * app's) drops the pure call, and with it every read of the texts' modules and their zod
 * schemas; left at the top level, those reads kept the modules in the landing page's load.
 */
function englishMail() {
  return {
    layout: {
      brand: marketing.brandName,
      notice: benefitsNoticeMessages.notice,
      greeting: decisionMailTexts.greeting('{{firstName}}'),
      greetingNoName: decisionMailTexts.greeting(null),
      dashboardAction: decisionMailTexts.dashboardAction,
    },
    chat: {
      subject: chatEmailTexts.subject,
      preview: chatEmailTexts.preview,
      body: chatEmailTexts.body,
      action: chatEmailTexts.action,
      settings: chatEmailTexts.settings,
    },
    documentReminder: {
      reminderTitle_one: documentRequestTexts.reminderTitle(1),
      reminderTitle_other: documentRequestTexts
        .reminderTitle(Number.NaN)
        .replace('NaN', '{{count}}'),
      reminderIntro: documentRequestTexts.reminderIntro('{{dueDate}}'),
      howTo: documentRequestTexts.howTo,
    },
  } as const;
}
