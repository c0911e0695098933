import { attachmentMessages, messageCenterMessages } from '../../messages';

/*
 * The Message Center and the toasts that announce its messages (the customer's side; the
 * staff composer and broadcasts stay English). The English is the contracts texts; texts
 * that lived only in the components moved here, their one home.
 */
export const messages = /* @__PURE__ */ englishMessages();

/** Built in a function called once (see mail.ts): a bundle that never reads it drops it. */
function englishMessages() {
  return {
    page: {
      title: 'Message Center',
      intro: 'Updates about your applications and replies from our support team.',
      loading: 'Loading your messages…',
      loadFailed: 'We could not load your messages. Please try again.',
      tryAgain: 'Try again',
      inbox: 'Inbox',
      newCount: '{{count}} new',
      noMessages: messageCenterMessages.noMessages,
      selectMessage: messageCenterMessages.selectMessage,
    },
    list: {
      label: 'Messages',
      unread: 'Unread:',
    },
    detail: {
      from: 'From',
      replies: 'Replies',
      /** A date and time ("Dec 03, 2024 at 3:07 PM"). */
      dateAtTime: '{{date}} at {{time}}',
    },
    /** Spec part 2: each type's badge says the type in words. */
    types: {
      system: 'System',
      approved: 'Approved',
      under_review: 'Under Review',
      action_required: 'Action Required',
      other: 'Other',
    },
    senders: {
      admin: messageCenterMessages.senderAdmin,
      you: messageCenterMessages.senderYou,
    },
    reply: {
      label: 'Your Reply',
      send: 'Send Reply',
      sending: 'Sending...',
      required: messageCenterMessages.replyRequired,
      sentTitle: messageCenterMessages.replySentTitle,
      /**
       * Issue 20: the customer's own title; the spec's "Reply Failed" is a staff title
       * (spec part 8, admin failures) and stays on the staff screens.
       */
      failedTitle: 'Your reply was not sent',
      failed: messageCenterMessages.replyFailed,
    },
    attach: {
      label: 'Attach File',
      hint: attachmentMessages.fileLimitsHint,
    },
    banner: {
      text: messageCenterMessages.newMessagesBanner,
      dismiss: 'Dismiss',
    },
    toast: {
      title: messageCenterMessages.newMessagesTitle,
      // A template: the function is called with the placeholder in place of the number.
      text: messageCenterMessages.newMessages('{{count}}' as unknown as number),
      openMessage: messageCenterMessages.openMessage,
    },
  } as const;
}
