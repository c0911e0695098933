import { publicPageMessages } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/document-title';
import { PageContainer } from './page-container';

/** Any unknown path, and /admin for non-staff (as if the route did not exist). */
export function NotFoundPage() {
  useDocumentTitle(publicPageMessages.notFound.title);
  return (
    <PageContainer className="flex flex-col items-center py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        404 Page Not Found
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        {publicPageMessages.notFound.description}
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </PageContainer>
  );
}
