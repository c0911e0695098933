import { marketing } from '@advance/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../page/page-container';

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="py-16 sm:py-20">
      <PageContainer>
        <div className="rounded-3xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready to get started?
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-100">
            Apply in minutes and hear back within {marketing.approvalHours}. One processing fee, no
            surprises.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <Link to="/application">Start My Application</Link>
          </Button>
        </div>
      </PageContainer>
    </section>
  );
}
