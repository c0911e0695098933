import {
  type BenefitCalendarQuery,
  type BenefitSchedule,
  type IsoDate,
  nextBenefitDates,
  todayInNewYork,
} from '@advance/contracts';
import type { CoreDeps } from '../deps';

/**
 * `GET /api/benefit-calendar` and `pricing.benefitDates`: the next `count` benefit dates of a
 * schedule on or after `from` (today in New York when absent).
 */
export function listBenefitDates(
  deps: Pick<CoreDeps, 'now'>,
  query: BenefitCalendarQuery,
): { schedule: BenefitSchedule; dates: IsoDate[] } {
  const from = query.from ?? todayInNewYork(deps.now());
  return { schedule: query.schedule, dates: nextBenefitDates(query.schedule, from, query.count) };
}
