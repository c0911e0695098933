import { useTranslation } from 'react-i18next';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../components/ui/accordion';
import { appLocaleTag } from '../../i18n/i18n';
import { PageContainer } from '../page/page-container';
import { usePublicFigures } from '../pricing/public-figures';
import { faqItems } from './faq-items';

/** One answer open at a time (spec part 2), closable again. */
export function Faq() {
  const { t } = useTranslation('public');
  const figures = usePublicFigures();
  return (
    <section id="faq" aria-labelledby="faq-heading" className="bg-slate-50 py-16 sm:py-20">
      <PageContainer className="max-w-3xl">
        <h2 id="faq-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('faq.heading')}
        </h2>
        <Accordion className="mt-8 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm">
          {faqItems(figures, t, appLocaleTag()).map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageContainer>
    </section>
  );
}
