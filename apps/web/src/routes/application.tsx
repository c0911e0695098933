import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../features/application/application-page';

export const Route = createFileRoute('/application')({
  component: ApplicationPage,
});
