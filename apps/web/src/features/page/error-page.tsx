import { httpMessages } from '@advance/contracts';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from './page-container';

/**
 * Shown when a screen fails to load (most often a stale code chunk after a deploy).
 * Never prints the error itself: it may hold details not meant for visitors.
 */
export function ErrorPage({ reset }: ErrorComponentProps) {
  useDocumentTitle('Something went wrong');
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">{httpMessages.pageFailed}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="secondary" onClick={reset}>
          Try again
        </Button>
      </div>
    </PageContainer>
  );
}
