import { accountMessages } from '../../account';
import { accountPageMessages } from '../../account-page';
import { emailPreferenceTexts } from '../../decisions';
import { passkeyMessages } from '../../passkeys';
import { emailSettingsTexts } from '../../staff-notes';

/**
 * The customer's account page: password, sessions, passkeys, e-mail settings. Messages the
 * sections hand to toasts, form fields and form alerts (contracts' English) are said in the
 * page's language by the `errors` namespace, so only the page's own words are here.
 */
export const account = /* @__PURE__ */ englishAccount();

/**
 * Built in a function, called once above (as en/mail.ts): the texts' modules also build zod
 * schemas, and a bundle that never reads this namespace drops the call and every read.
 * Function messages become templates by being called with `{{placeholders}}`;
 * `revokedOthers_one/_other` are i18next plural forms chosen by `count`.
 */
function englishAccount() {
  return {
    page: {
      title: accountPageMessages.title,
      description: accountPageMessages.description,
    },
    password: {
      title: accountMessages.passwordTitle,
      description: accountMessages.passwordDescription,
      currentLabel: accountMessages.currentPasswordLabel,
      newLabel: accountMessages.newPasswordLabel,
      confirmLabel: accountMessages.confirmPasswordLabel,
      /** What each field's show/hide button names. */
      currentNoun: 'current password',
      newNoun: 'new password',
      confirmNoun: 'confirm new password',
      submit: accountMessages.changePassword,
      submitting: accountMessages.changingPassword,
      changed: accountMessages.passwordChanged,
    },
    sessions: {
      title: accountMessages.sessionsTitle,
      description: accountMessages.sessionsDescription,
      empty: accountMessages.sessionsEmpty,
      thisDevice: accountMessages.thisDevice,
      placeUnknown: accountMessages.placeUnknown,
      signedInAt: accountMessages.signedInAt,
      lastActive: accountMessages.lastActive,
      ipAddress: accountMessages.ipAddress,
      /** "Nov 23, 2026 at 9:30 AM": the date and the time, each formatted for the language. */
      dateTime: '{{date}} at {{time}}',
      signOut: accountMessages.signOutSession,
      signOutLabel: accountMessages.signOutSessionLabel('{{device}}'),
      revokeOthers: accountMessages.revokeOthers,
      revokeOthersConfirmTitle: accountMessages.revokeOthersConfirmTitle,
      revokeOthersConfirm: accountMessages.revokeOthersConfirm,
      revokeOthersCancel: accountMessages.revokeOthersCancel,
      revokeOthersConfirmButton: accountMessages.revokeOthersConfirmButton,
      revokedOthers_one: accountMessages.revokedOthers(1),
      revokedOthers_other: accountMessages.revokedOthers(Number.NaN).replace('NaN', '{{count}}'),
      devices: {
        desktop: accountMessages.devices.desktop,
        mobile: accountMessages.devices.mobile,
        tablet: accountMessages.devices.tablet,
      },
      unknownBrowser: accountMessages.unknownBrowser,
      unknownOs: accountMessages.unknownOs,
      deviceDescription: accountMessages.deviceDescription('{{browser}}', '{{os}}'),
    },
    twoFactor: {
      title: accountPageMessages.twoFactorTitle,
      customerExplained: accountPageMessages.customerExplained,
    },
    passkeys: {
      title: passkeyMessages.sectionTitle,
      intro: passkeyMessages.sectionIntro,
      safety: passkeyMessages.sectionSafety,
      passwordStays: passkeyMessages.sectionPasswordStays,
      listLabel: passkeyMessages.listLabel,
      none: passkeyMessages.noPasskeys,
      addedOn: passkeyMessages.addedOn,
      lastUsed: passkeyMessages.lastUsed,
      neverUsed: passkeyMessages.neverUsed,
      synced: passkeyMessages.syncedBadge,
      nameLabel: passkeyMessages.nameLabel,
      nameHint: passkeyMessages.nameHint,
      add: passkeyMessages.addButton,
      adding: passkeyMessages.adding,
      addFailedTitle: passkeyMessages.addFailedTitle,
      remove: passkeyMessages.removeButton,
      removeLabel: passkeyMessages.removeLabel('{{name}}'),
      removeConfirmTitle: passkeyMessages.removeConfirmTitle,
      removeConfirm: passkeyMessages.removeConfirm('{{name}}'),
      removeCancel: passkeyMessages.removeCancel,
      removeConfirmButton: passkeyMessages.removeConfirmButton,
      notSupported: passkeyMessages.notSupported,
    },
    email: {
      heading: emailPreferenceTexts.heading,
      chatEmails: emailPreferenceTexts.chatEmails,
      chatEmailsHint: emailPreferenceTexts.chatEmailsHint,
      saved: emailPreferenceTexts.saved,
      loadFailed: emailSettingsTexts.loadFailed,
      saveFailedTitle: emailSettingsTexts.saveFailedTitle,
      saveFailed: emailSettingsTexts.saveFailed,
    },
  } as const;
}
