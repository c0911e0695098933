import { analyticsMessages, type SessionAnalytics } from '@advance/contracts';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatTime } from '../../../lib/format';
import { BreakableText } from '../breakable-text';
import { AnalyticsTable } from './analytics-table';
import { countText, deviceText, durationText, locationText, visitorText } from './session-format';

const COLUMNS = [
  { label: 'Started' },
  { label: 'Visitor' },
  { label: 'Device' },
  { label: 'Location' },
  { label: 'Referrer' },
  { label: 'Duration', numeric: true },
  { label: 'Pages', numeric: true },
  { label: 'Interactions', numeric: true },
  { label: 'Outcome' },
];

function Outcome({ session }: { session: SessionAnalytics }) {
  return (
    <span className="flex flex-wrap gap-1">
      {session.converted ? <Badge variant="success">Converted</Badge> : null}
      {session.bounced ? <Badge variant="neutral">Bounced</Badge> : null}
      {!session.converted && !session.bounced ? <span className="text-slate-600">—</span> : null}
    </span>
  );
}

/** Spec part 2: the 20 most recent sessions with what tells them apart. */
export function RecentSessionsTable({ sessions }: { sessions: SessionAnalytics[] }) {
  return (
    <AnalyticsTable
      caption={`${analyticsMessages.recentSessions}, newest first`}
      columns={COLUMNS}
      minWidth="min-w-[64rem]"
      empty={analyticsMessages.noSessions}
      rows={sessions.map((session) => ({
        key: session.sessionId,
        cells: [
          <span key="started" className="whitespace-nowrap">
            {formatDate(session.startedAt)}
            <br />
            <span className="text-slate-600">{formatTime(session.startedAt)}</span>
          </span>,
          <BreakableText key="visitor" className="text-slate-900" text={visitorText(session)} />,
          deviceText(session),
          locationText(session),
          <BreakableText
            key="referrer"
            text={session.referrerDomain ?? analyticsMessages.direct}
          />,
          durationText(session),
          <span key="pages">
            {countText(session.pageViews)}
            <span className="block text-xs text-slate-600">
              {countText(session.uniquePages)} unique
            </span>
          </span>,
          countText(session.interactions),
          <Outcome key="outcome" session={session} />,
        ],
      }))}
    />
  );
}
