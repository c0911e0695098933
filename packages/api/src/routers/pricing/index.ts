import { router } from '../../trpc';
import { getQuote } from './get-quote';
import { listBenefitDates } from './list-benefit-dates';

export const pricingRouter = router({ quote: getQuote, benefitDates: listBenefitDates });
