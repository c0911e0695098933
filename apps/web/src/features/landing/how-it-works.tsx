import { marketing } from '@advance/contracts';
import { PageContainer } from '../page/page-container';

const steps = [
  {
    title: 'Pre-qualify',
    text: `Answer a few simple questions in ${marketing.preQualifyMinutes}. No sign-in needed.`,
  },
  {
    title: 'Submit your application',
    text: 'Tell us about your monthly benefit and create your secure account as you go.',
  },
  {
    title: 'Get approved',
    text: `Most applications are approved within ${marketing.approvalHoursShort}.`,
  },
  {
    title: 'Receive your funds',
    text: `Money arrives in your bank account in ${marketing.fundsDays}.`,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="py-16 sm:py-20">
      <PageContainer>
        <div className="max-w-2xl">
          <h2
            id="how-it-works-heading"
            className="text-3xl font-bold tracking-tight text-slate-900"
          >
            How It Works
          </h2>
          <p className="mt-3 text-lg text-slate-600">
            Four steps from application to money in your account.
          </p>
        </div>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageContainer>
    </section>
  );
}
