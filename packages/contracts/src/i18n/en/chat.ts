import { chatMessages } from '../../messages';

/*
 * Live chat with support, one time line per application (the customer's side; staff screens
 * stay English). The English is the contracts texts (`chatMessages`); function messages
 * become templates by being called with placeholders. Texts that lived only in the chat's
 * components moved here, their one home.
 */
export const chat = /* @__PURE__ */ englishChat();

/** Built in a function called once (see mail.ts): a bundle that never reads it drops it. */
function englishChat() {
  return {
    panel: {
      heading: 'Support Chat',
      loadingConversation: 'Loading conversation…',
      loadingMessages: 'Loading messages…',
    },
    log: {
      label: 'Messages with support',
      you: 'You',
      empty: chatMessages.noMessagesYet,
    },
    message: {
      supportSender: chatMessages.supportSender,
      subjectLabel: chatMessages.subjectLabel('{{subject}}'),
      applicationReviewTag: chatMessages.applicationReviewTag,
      sending: chatMessages.sending,
      sent: chatMessages.statusSent,
      read: chatMessages.statusRead,
      readAt: 'Read at {{time}}',
      /** An older message's date and time ("Dec 03, 2024 at 3:07 PM"). */
      dateAtTime: '{{date}} at {{time}}',
    },
    input: {
      label: chatMessages.inputLabel,
      hint: 'Press Enter to send, Shift+Enter for a new line.',
      placeholder: 'Type your message…',
      send: chatMessages.send,
      sending: chatMessages.sending,
      replyingTo: chatMessages.replyingTo('{{subject}}'),
    },
    problems: {
      fetchFailed: chatMessages.fetchFailed,
      createErrorTitle: chatMessages.createErrorTitle,
      createError: chatMessages.createError,
      sendErrorTitle: chatMessages.sendErrorTitle,
      sendError: chatMessages.sendError,
      tryAgain: 'Try again',
    },
    toast: {
      messageSentTitle: chatMessages.messageSentTitle,
      newMessageTitle: chatMessages.newMessageTitle,
      newMessage: chatMessages.newMessage,
      openChat: chatMessages.openChat,
    },
    live: {
      paused: chatMessages.livePaused,
      reconnect: chatMessages.reconnect,
    },
  } as const;
}
