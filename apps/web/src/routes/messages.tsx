import { createFileRoute } from '@tanstack/react-router';
import { MessageCenterPage } from '../features/messages/message-center-page';

export const Route = createFileRoute('/messages')({
  component: MessageCenterPage,
});
