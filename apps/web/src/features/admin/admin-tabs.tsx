import { apiTokenMessages } from '@advance/contracts';
import {
  Activity,
  ChartColumn,
  ClipboardList,
  HandCoins,
  KeySquare,
  Megaphone,
  MessagesSquare,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { type TabItem, Tabs } from '../../components/ui/tabs';
import { ActivityLogsTab } from './activity-logs/activity-logs-tab';
import { AdvancesTab } from './advances/advances-tab';
import { AnnouncementsTab } from './announcements/announcements-tab';
import { ApiTokensTab } from './api-tokens/api-tokens-tab';
import { ApplicationsTab } from './applications/applications-tab';
import { useApplicationsView } from './applications/applications-view';
import { AdminMessagesPanel } from './broadcasts/admin-messages-panel';
import { MessagesTab } from './messages/messages-tab';
import { SessionsTab } from './sessions/sessions-tab';
import { UsersTab } from './users/users-tab';

type AdminTab =
  | 'applications'
  | 'advances'
  | 'users'
  | 'sessions'
  | 'messages'
  | 'announcements'
  | 'logs'
  | 'tokens';

/** Spec part 2: the admin dashboard's six tabs, in the spec's order, and issue 18's Advances. */
export function AdminTabs({ canChangeRoles }: { canChangeRoles: boolean }) {
  const [tab, setTab] = useState<AdminTab>('applications');
  // Issue 19: a summary card's link to a filtered or sorted list opens the Applications tab.
  const [view] = useApplicationsView();
  const viewKey = `${view.incomplete ?? ''}|${view.sort ?? ''}`;
  const [shownView, setShownView] = useState(viewKey);
  if (viewKey !== shownView) {
    setShownView(viewKey);
    if (viewKey !== '|') setTab('applications');
  }
  const tabs: TabItem<AdminTab>[] = [
    {
      value: 'applications',
      label: 'Applications',
      icon: <ClipboardList aria-hidden="true" />,
      panel: () => <ApplicationsTab />,
    },
    {
      value: 'advances',
      label: 'Advances',
      icon: <HandCoins aria-hidden="true" />,
      panel: () => <AdvancesTab />,
    },
    {
      value: 'users',
      label: 'Users',
      icon: <Users aria-hidden="true" />,
      panel: () => <UsersTab canChangeRoles={canChangeRoles} />,
    },
    {
      value: 'sessions',
      label: 'Sessions',
      icon: <ChartColumn aria-hidden="true" />,
      panel: () => <SessionsTab />,
    },
    {
      value: 'messages',
      label: 'Messages',
      icon: <MessagesSquare aria-hidden="true" />,
      // The broadcast feature plugs in through MessagesTab's broadcastSlot.
      panel: () => <MessagesTab broadcastSlot={<AdminMessagesPanel />} />,
    },
    {
      value: 'announcements',
      label: 'Announcements',
      icon: <Megaphone aria-hidden="true" />,
      panel: () => <AnnouncementsTab />,
    },
    {
      value: 'logs',
      label: 'Activity Logs',
      icon: <Activity aria-hidden="true" />,
      panel: () => <ActivityLogsTab />,
    },
    // Issue 21: every staff member's API tokens, for the super admin only.
    ...(canChangeRoles
      ? [
          {
            value: 'tokens' as const,
            label: apiTokenMessages.adminTabTitle,
            icon: <KeySquare aria-hidden="true" />,
            panel: () => <ApiTokensTab />,
          },
        ]
      : []),
  ];
  return <Tabs label="Admin sections" tabs={tabs} value={tab} onValueChange={setTab} />;
}
