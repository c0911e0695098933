import {
  Activity,
  ChartColumn,
  ClipboardList,
  Megaphone,
  MessagesSquare,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { type TabItem, Tabs } from '../../components/ui/tabs';
import { ActivityLogsTab } from './activity-logs/activity-logs-tab';
import { AnnouncementsTab } from './announcements/announcements-tab';
import { ApplicationsTab } from './applications/applications-tab';
import { AdminMessagesPanel } from './broadcasts/admin-messages-panel';
import { MessagesTab } from './messages/messages-tab';
import { SessionsTab } from './sessions/sessions-tab';
import { UsersTab } from './users/users-tab';

type AdminTab = 'applications' | 'users' | 'sessions' | 'messages' | 'announcements' | 'logs';

/** Spec part 2: the admin dashboard's six tabs, in the spec's order. */
export function AdminTabs({ canChangeRoles }: { canChangeRoles: boolean }) {
  const [tab, setTab] = useState<AdminTab>('applications');
  const tabs: TabItem<AdminTab>[] = [
    {
      value: 'applications',
      label: 'Applications',
      icon: <ClipboardList aria-hidden="true" />,
      panel: () => <ApplicationsTab />,
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
  ];
  return <Tabs label="Admin sections" tabs={tabs} value={tab} onValueChange={setTab} />;
}
