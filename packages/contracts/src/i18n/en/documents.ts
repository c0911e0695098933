import { formatAttachmentCategory } from '../../attachments';
import { documentItemStateLabels, documentRequestTexts } from '../../decisions';
import { attachmentMessages, authMessages } from '../../messages';

/*
 * Uploading and listing documents, from the customer's side: the checklist of requested
 * documents, the Supporting Documents panel, the upload's progress, success and refusals.
 * The English is the spec's texts in contracts (attachmentMessages, documentRequestTexts).
 */
export const documents = /* @__PURE__ */ englishDocuments();

/** Built in a function called once (see en/mail.ts): unread bundles drop the whole call. */
function englishDocuments() {
  const a = attachmentMessages;
  return {
    checklist: {
      heading: documentRequestTexts.checklistHeading,
      dueBy: documentRequestTexts.dueBy('{{dueDate}}'),
      overdue: documentRequestTexts.overdue,
      allReceived: documentRequestTexts.allReceived,
      upload: documentRequestTexts.upload('{{description}}'),
      category: 'Category: {{category}}',
      statusPrefix: 'Status: ',
      state: {
        pending: documentItemStateLabels.pending,
        received: documentItemStateLabels.received,
        satisfied: documentItemStateLabels.satisfied,
      },
    },
    /** Spec part 2: "underscores replaced by spaces and capitalised". */
    category: {
      identity: formatAttachmentCategory('identity'),
      income: formatAttachmentCategory('income'),
      benefits: formatAttachmentCategory('benefits'),
      financial: formatAttachmentCategory('financial'),
      other: formatAttachmentCategory('other'),
      supporting_document: formatAttachmentCategory('supporting_document'),
    },
    panel: {
      title: 'Supporting Documents',
      requested: a.documentsRequested,
      uploadDocument: 'Upload Document',
      fileLimitsHint: a.fileLimitsHint,
    },
    meta: {
      category: 'Category',
      size: 'Size',
      uploaded: 'Uploaded',
    },
    list: {
      loading: 'Loading documents…',
      failed: a.listFailed,
      tryAgain: 'Try again',
      empty: a.noDocuments,
    },
    download: {
      button: 'Download',
      named: 'Download {{fileName}}',
    },
    status: {
      /** Followed by the file name, in bold, and "…". */
      uploading: 'Uploading',
      progressLabel: 'Uploading {{fileName}}',
    },
    /** Spec part 8: each way an upload ends, and the server's refusals a person can act on. */
    feedback: {
      uploadSuccessTitle: a.uploadSuccessTitle,
      adminUploadSuccessTitle: a.adminUploadSuccessTitle,
      uploadSuccess: a.uploadSuccess,
      uploadErrorTitle: a.uploadErrorTitle,
      fileTooLargeTitle: a.fileTooLargeTitle,
      fileTooLarge: a.fileTooLarge,
      uploadFailed: a.uploadFailed,
      prepareFailed: a.prepareFailed,
      noUploadUrlFromServer: a.noUploadUrlFromServer,
      noUploadUrlFromFileUpload: a.noUploadUrlFromFileUpload,
      saveFailedTitle: a.saveFailedTitle,
      saveFailed: a.saveFailed,
      loggedOut: authMessages.loggedOut,
      tooLarge: a.tooLarge,
      emptyFile: a.emptyFile,
      typeNotAllowed: a.typeNotAllowed,
      uploadLinkInvalid: a.uploadLinkInvalid,
      uploadLinkExpired: a.uploadLinkExpired,
      objectNotFound: a.objectNotFound,
    },
  } as const;
}
