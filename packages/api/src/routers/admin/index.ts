import { router } from '../../trpc';
import { adminAdvancesRouter } from './advances/index';
import { countBroadcastAudience } from './count-broadcast-audience';
import { createAnnouncement } from './create-announcement';
import { deleteAttachment } from './delete-attachment';
import { adminDocumentRequestsRouter } from './document-requests/index';
import { exportAnalyticsCsv } from './export-analytics-csv';
import { exportApplicationsCsv } from './export-applications-csv';
import { getAdminSummary } from './get-admin-summary';
import { getAnalyticsOverview } from './get-analytics-overview';
import { getApplication } from './get-application';
import { getMessage } from './get-message';
import { listAnnouncements } from './list-announcements';
import { listApplications } from './list-applications';
import { listConversations } from './list-conversations';
import { listLogActions } from './list-log-actions';
import { listLogs } from './list-logs';
import { listMessages } from './list-messages';
import { listReviews } from './list-reviews';
import { listTopPages } from './list-top-pages';
import { listTopReferrers } from './list-top-referrers';
import { listUsers } from './list-users';
import { listVisitorSessions } from './list-visitor-sessions';
import { adminNotesRouter } from './notes/index';
import { replyToMessage } from './reply-to-message';
import { requestUpload } from './request-upload';
import { resetUserMfa } from './reset-user-mfa';
import { reviewApplication } from './review-application';
import { sendBroadcast } from './send-broadcast';
import { setAnnouncementActive } from './set-announcement-active';
import { setAttachmentVisibility } from './set-attachment-visibility';
import { setUserRole } from './set-user-role';
import { setUserStatus } from './set-user-status';
import { startConversation } from './start-conversation';
import { adminApiTokensRouter } from './tokens/index';

export const adminRouter = router({
  summary: getAdminSummary,
  resetUserMfa,
  exportApplicationsCsv,
  broadcastAudienceCount: countBroadcastAudience,
  advances: adminAdvancesRouter,
  tokens: adminApiTokensRouter,
  notes: adminNotesRouter,
  documentRequests: adminDocumentRequestsRouter,
  applications: router({
    list: listApplications,
    get: getApplication,
    reviews: listReviews,
    review: reviewApplication,
  }),
  attachments: router({
    requestUpload,
    setVisibility: setAttachmentVisibility,
    delete: deleteAttachment,
  }),
  users: router({ list: listUsers, setRole: setUserRole, setStatus: setUserStatus }),
  logs: router({ list: listLogs, actions: listLogActions }),
  messages: router({
    list: listMessages,
    get: getMessage,
    broadcast: sendBroadcast,
    reply: replyToMessage,
  }),
  announcements: router({
    list: listAnnouncements,
    create: createAnnouncement,
    setActive: setAnnouncementActive,
  }),
  conversations: router({ list: listConversations, start: startConversation }),
  visitorSessions: router({ list: listVisitorSessions }),
  analytics: router({
    sessions: getAnalyticsOverview,
    pages: listTopPages,
    referrers: listTopReferrers,
    exportCsv: exportAnalyticsCsv,
  }),
});
