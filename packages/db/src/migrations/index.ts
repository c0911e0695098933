import type { Migration, MigrationProvider } from 'kysely/migration';
import * as foundation from './2026_11_21_140000_foundation';
import * as applications from './2026_11_21_150000_applications';
import * as attachments from './2026_11_21_160000_attachments';
import * as liveSupport from './2026_11_21_170000_live_support';
import * as visitorAnalytics from './2026_11_21_180000_visitor_analytics';
import * as activityLogPaging from './2026_11_23_110000_activity_log_paging';
import * as mailOutboxRetention from './2026_11_23_120000_mail_outbox_retention';
import * as writeIdempotencyKeys from './2026_11_23_130000_write_idempotency_keys';
import * as applicationPricing from './2026_11_23_140000_application_pricing';
import * as applicationKeyPerUser from './2026_11_23_150000_application_key_per_user';
import * as visitorSessionDaily from './2026_11_24_100000_visitor_session_daily';
import * as secondFactor from './2026_11_25_100000_second_factor';
import * as accountStatus from './2026_11_25_110000_account_status';
import * as passkeys from './2026_11_25_120000_passkeys';
import * as advances from './2026_11_26_100000_advances';
import * as decisions from './2026_11_28_100000_decisions';
import * as advanceSearch from './2026_11_28_110000_advance_search';
import * as broadcastAudience from './2026_11_28_134500_broadcast_audience';
import * as journey from './2026_11_28_200000_journey';
import * as apiTokens from './2026_11_29_100000_api_tokens';
import * as ledgerWriteOrder from './2026_11_29_110000_ledger_write_order';

/**
 * Migrations are listed here rather than read from disk, so the bundled server carries them.
 * Names sort by their timestamp; add new ones at the end.
 */
const migrations: Record<string, Migration> = {
  '2026_11_21_140000_foundation': foundation,
  '2026_11_21_150000_applications': applications,
  '2026_11_21_160000_attachments': attachments,
  '2026_11_21_170000_live_support': liveSupport,
  '2026_11_21_180000_visitor_analytics': visitorAnalytics,
  '2026_11_23_110000_activity_log_paging': activityLogPaging,
  '2026_11_23_120000_mail_outbox_retention': mailOutboxRetention,
  '2026_11_23_130000_write_idempotency_keys': writeIdempotencyKeys,
  '2026_11_23_140000_application_pricing': applicationPricing,
  '2026_11_23_150000_application_key_per_user': applicationKeyPerUser,
  '2026_11_24_100000_visitor_session_daily': visitorSessionDaily,
  '2026_11_25_100000_second_factor': secondFactor,
  '2026_11_25_110000_account_status': accountStatus,
  '2026_11_25_120000_passkeys': passkeys,
  '2026_11_26_100000_advances': advances,
  '2026_11_28_100000_decisions': decisions,
  '2026_11_28_110000_advance_search': advanceSearch,
  '2026_11_28_134500_broadcast_audience': broadcastAudience,
  '2026_11_28_200000_journey': journey,
  '2026_11_29_100000_api_tokens': apiTokens,
  '2026_11_29_110000_ledger_write_order': ledgerWriteOrder,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
