import { PageContainer } from '../page/page-container';
import { CompanyStats } from './company-stats';

export function StatsSection() {
  return (
    <section aria-labelledby="stats-heading" className="bg-blue-800 py-16 text-white sm:py-20">
      <PageContainer>
        <h2 id="stats-heading" className="text-3xl font-bold tracking-tight">
          Trusted by benefit recipients
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-blue-100">
          We help people who live on Social Security bridge the gap between payments, simply and
          fairly.
        </p>
        <CompanyStats tone="dark" className="mt-10" />
      </PageContainer>
    </section>
  );
}
