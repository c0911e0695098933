import { router } from '../../../trpc';
import { cancel } from './cancel';
import { exportCsv } from './export-csv';
import { list } from './list';
import { recordFailedAttempt } from './record-failed-attempt';
import { recordFunding } from './record-funding';
import { recordPayment } from './record-payment';
import { reverseEntry } from './reverse-entry';
import { waive } from './waive';

export const adminAdvancesRouter = router({
  list,
  recordFunding,
  recordPayment,
  waive,
  reverseEntry,
  cancel,
  exportCsv,
  recordFailedAttempt,
});
