import { accountMessages } from '../../account';
import { advancePageMessages } from '../../advance-page';
import { advanceMessages } from '../../advances';
import { consentMessages } from '../../consent';
import { decisionMessages } from '../../decisions';
import {
  applicationMessages,
  attachmentMessages,
  authMessages,
  chatMessages,
  httpMessages,
  messageCenterMessages,
  validationMessages,
} from '../../messages';
import { passkeyMessages } from '../../passkeys';

/**
 * Validation texts, server error messages and the toasts a customer sees, found by their
 * English text (apps/web/src/i18n/localize-message.ts): a form field, the error summary or
 * the toaster shows the Spanish text of whatever English text it was given. Every value is
 * the contracts text itself; a function message becomes a template (its values are put back
 * into the Spanish text). Staff-only texts stay English and are not listed.
 */
export const errors = /* @__PURE__ */ englishErrors();

/** Money in a template: the message formats a number, so its formatted sentinel is swapped. */
function moneyTemplate(message: (amount: number) => string, name: string): string {
  return message(987_654.32).replace('$987,654.32', `{{${name}}}`);
}

/** Built in a function, called once above (see ./mail.ts for why). */
function englishErrors() {
  return {
    /** Shared field rules (names, e-mail, phone, zip, passwords). */
    validation: {
      firstNameRequired: validationMessages.firstNameRequired,
      lastNameRequired: validationMessages.lastNameRequired,
      email: validationMessages.email,
      phone: validationMessages.phone,
      zipCode: validationMessages.zipCode,
      passwordMin: validationMessages.passwordMin,
      passwordMax: validationMessages.passwordMax,
      passwordsDontMatch: validationMessages.passwordsDontMatch,
      passwordTooCommon: validationMessages.passwordTooCommon,
      tooLong: validationMessages.tooLong,
      nulCharacter: validationMessages.nulCharacter,
    },
    /** Sign-in, sign-up, forgotten and reset password. */
    auth: {
      missingFieldsTitle: authMessages.missingFieldsTitle,
      missingFields: authMessages.missingFields,
      loginFailedTitle: authMessages.loginFailedTitle,
      loginSuccessTitle: authMessages.loginSuccessTitle,
      loginSuccess: authMessages.loginSuccess,
      invalidCredentials: authMessages.invalidCredentials,
      userExists: authMessages.userExists,
      unauthorizedTitle: authMessages.unauthorizedTitle,
      loggedOut: authMessages.loggedOut,
      signedOut: authMessages.signedOut,
      notSignedIn: authMessages.notSignedIn,
      forbidden: authMessages.forbidden,
      checkEmailTitle: authMessages.checkEmailTitle,
      forgotPasswordSent: authMessages.forgotPasswordSent,
      forgotPasswordFailed: authMessages.forgotPasswordFailed,
      invalidResetLink: authMessages.invalidResetLink,
      invalidResetToken: authMessages.invalidResetToken,
      resetFailed: authMessages.resetFailed,
      resetSuccessTitle: authMessages.resetSuccessTitle,
      tooManyAttempts: authMessages.tooManyAttempts,
      tooManyAccounts: authMessages.tooManyAccounts,
      sessionCheckFailed: authMessages.sessionCheckFailed,
      errorSummaryTitle: authMessages.errorSummaryTitle,
      emailRequired: authMessages.emailRequired,
      passwordRequired: authMessages.passwordRequired,
    },
    /** What the server says when a request fails as a whole. */
    http: {
      badRequest: httpMessages.badRequest,
      notFound: httpMessages.notFound,
      payloadTooLarge: httpMessages.payloadTooLarge,
      internal: httpMessages.internal,
      pageFailed: httpMessages.pageFailed,
      timedOut: httpMessages.timedOut,
      tooManyConnections: httpMessages.tooManyConnections,
      overloaded: httpMessages.overloaded,
      databaseUnavailable: httpMessages.databaseUnavailable,
    },
    /** The application wizard and its submission. */
    application: {
      minAdvance: applicationMessages.minAdvance,
      maxAdvance: applicationMessages.maxAdvance,
      howOftenRequired: applicationMessages.howOftenRequired,
      monthlyBenefitRequired: applicationMessages.monthlyBenefitRequired,
      paymentDayRange: applicationMessages.paymentDayRange,
      rentRequired: applicationMessages.rentRequired,
      dateOfBirthRequired: applicationMessages.dateOfBirthRequired,
      dateOfBirthInvalid: applicationMessages.dateOfBirthInvalid,
      dateOfBirthFuture: applicationMessages.dateOfBirthFuture,
      tooYoung: applicationMessages.tooYoung,
      amountTooLarge: applicationMessages.amountTooLarge,
      submitFailedTitle: applicationMessages.submitFailedTitle,
      submitFailed: applicationMessages.submitFailed,
      submittedTitle: applicationMessages.submittedTitle,
      emailHasAccount: applicationMessages.emailHasAccount,
      idempotencyMismatch: applicationMessages.idempotencyMismatch,
      tooManySubmissions: applicationMessages.tooManySubmissions,
      notFound: applicationMessages.notFound,
      consentRequired: consentMessages.required,
      consentOutdated: consentMessages.outdated,
    },
    /** Documents: choosing, sending, saving and downloading a file. */
    upload: {
      fileTooLargeTitle: attachmentMessages.fileTooLargeTitle,
      fileTooLarge: attachmentMessages.fileTooLarge,
      uploadFailed: attachmentMessages.uploadFailed,
      uploadFailedWith: attachmentMessages.uploadFailedWith(
        '{{status}}' as unknown as number,
        '{{reason}}',
      ),
      prepareFailed: attachmentMessages.prepareFailed,
      noUploadUrlFromServer: attachmentMessages.noUploadUrlFromServer,
      noUploadUrlFromFileUpload: attachmentMessages.noUploadUrlFromFileUpload,
      uploadErrorTitle: attachmentMessages.uploadErrorTitle,
      saveFailedTitle: attachmentMessages.saveFailedTitle,
      saveFailed: attachmentMessages.saveFailed,
      uploadSuccessTitle: attachmentMessages.uploadSuccessTitle,
      uploadSuccess: attachmentMessages.uploadSuccess,
      downloadFailed: attachmentMessages.downloadFailed,
      listFailed: attachmentMessages.listFailed,
      tooLarge: attachmentMessages.tooLarge,
      emptyFile: attachmentMessages.emptyFile,
      typeNotAllowed: attachmentMessages.typeNotAllowed,
      lengthRequired: attachmentMessages.lengthRequired,
      uploadLinkInvalid: attachmentMessages.uploadLinkInvalid,
      uploadLinkExpired: attachmentMessages.uploadLinkExpired,
      objectNotFound: attachmentMessages.objectNotFound,
      fileNameRequired: attachmentMessages.fileNameRequired,
      notFound: attachmentMessages.notFound,
      noOpenRequest: decisionMessages.noOpenRequest,
      itemNotFound: decisionMessages.itemNotFound,
      itemAlreadySatisfied: decisionMessages.itemAlreadySatisfied,
      requestNotActive: decisionMessages.requestNotActive,
    },
    /** The support chat. */
    chat: {
      messageSentTitle: chatMessages.messageSentTitle,
      sendErrorTitle: chatMessages.sendErrorTitle,
      sendError: chatMessages.sendError,
      createErrorTitle: chatMessages.createErrorTitle,
      createError: chatMessages.createError,
      newMessageTitle: chatMessages.newMessageTitle,
      newMessage: chatMessages.newMessage,
      fetchFailed: chatMessages.fetchFailed,
      notFound: chatMessages.notFound,
      contentRequired: chatMessages.contentRequired,
      tooFast: chatMessages.tooFast,
      idempotencyKeyReused: chatMessages.idempotencyKeyReused,
      listFailed: chatMessages.listFailed,
    },
    /** The Message Center and its replies. */
    messages: {
      notFound: messageCenterMessages.notFound,
      newMessagesTitle: messageCenterMessages.newMessagesTitle,
      newMessages: messageCenterMessages.newMessages('{{count}}' as unknown as number),
      replyRequired: messageCenterMessages.replyRequired,
      replySentTitle: messageCenterMessages.replySentTitle,
      replyFailedTitle: messageCenterMessages.replyFailedTitle,
      replyFailed: messageCenterMessages.replyFailed,
      replyTooFast: messageCenterMessages.replyTooFast,
    },
    /** The account page: password, sessions. */
    account: {
      currentPasswordRequired: accountMessages.currentPasswordRequired,
      currentPasswordWrong: accountMessages.currentPasswordWrong,
      newPasswordSameAsCurrent: accountMessages.newPasswordSameAsCurrent,
      passwordChangedTitle: accountMessages.passwordChangedTitle,
      passwordChanged: accountMessages.passwordChanged,
      passwordChangeFailed: accountMessages.passwordChangeFailed,
      sessionsLoadFailed: accountMessages.sessionsLoadFailed,
      sessionRevokedTitle: accountMessages.sessionRevokedTitle,
      sessionRevoked: accountMessages.sessionRevoked,
      revokedOthersTitle: accountMessages.revokedOthersTitle,
      revokeFailedTitle: accountMessages.revokeFailedTitle,
      revokeFailed: accountMessages.revokeFailed,
      sessionNotFound: accountMessages.sessionNotFound,
    },
    /** Passkeys: adding, removing and signing in with one. */
    passkeys: {
      loadFailed: passkeyMessages.loadFailed,
      addedTitle: passkeyMessages.addedTitle,
      added: passkeyMessages.added,
      addFailedTitle: passkeyMessages.addFailedTitle,
      removedTitle: passkeyMessages.removedTitle,
      removeFailedTitle: passkeyMessages.removeFailedTitle,
      notSupported: passkeyMessages.notSupported,
      signInFailedTitle: passkeyMessages.signInFailedTitle,
      signInFailed: passkeyMessages.signInFailed,
      challengeExpired: passkeyMessages.challengeExpired,
      registrationFailed: passkeyMessages.registrationFailed,
      alreadyRegistered: passkeyMessages.alreadyRegistered,
      notFound: passkeyMessages.notFound,
      cancelled: passkeyMessages.cancelled,
      invalidResponse: passkeyMessages.invalidResponse,
      nameTooLong: passkeyMessages.nameTooLong,
    },
    /** The advance: the pay form, withdrawing an application. */
    payment: {
      notFound: advanceMessages.notFound,
      authorizationNotFound: advanceMessages.authorizationNotFound,
      amountInvalid: advanceMessages.amountInvalid,
      amountTooLarge: advanceMessages.amountTooLarge,
      dateInvalid: advanceMessages.dateInvalid,
      openAdvanceExists: advanceMessages.openAdvanceExists,
      notFunded: advanceMessages.notFunded,
      cancelled: advanceMessages.cancelled,
      nothingOwed: advanceMessages.nothingOwed,
      overpayment: moneyTemplate(advanceMessages.overpayment, 'balance'),
      withdrawNotAllowed: advanceMessages.withdrawNotAllowed,
      withdrawnTitle: advanceMessages.withdrawnTitle,
      payBeforeBenefit: advanceMessages.payBeforeBenefit('{{date}}'),
      payDateBeforeBenefit: advanceMessages.payDateBeforeBenefit('{{date}}'),
      payDateTooFar: advanceMessages.payDateTooFar,
      authorizationPending: advanceMessages.authorizationPending,
      authorizationNotPending: advanceMessages.authorizationNotPending,
      payDateInPast: advanceMessages.payDateInPast,
      recordRefused: advanceMessages.recordRefused,
      consentRequired: advanceMessages.consentRequired,
      loadFailed: advancePageMessages.loadFailed,
      authorizedTitle: advancePageMessages.authorizedTitle,
      authorizeFailedTitle: advancePageMessages.authorizeFailedTitle,
      authorizeFailed: advancePageMessages.authorizeFailed,
      authorizationWithdrawnTitle: advancePageMessages.authorizationWithdrawnTitle,
      withdrawAuthorizationFailedTitle: advancePageMessages.withdrawAuthorizationFailedTitle,
      withdrawAuthorizationFailed: advancePageMessages.withdrawAuthorizationFailed,
      withdrawFailedTitle: advancePageMessages.withdrawFailedTitle,
      withdrawFailed: advancePageMessages.withdrawFailed,
    },
  } as const;
}
