import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../features/application/application-page';
import { DataProvider } from '../lib/data-provider';

export const Route = createFileRoute('/application')({
  component: ApplicationRoute,
});

function ApplicationRoute() {
  return (
    <DataProvider>
      <ApplicationPage />
    </DataProvider>
  );
}
