import { verifyExactChecks } from '@advance/api';

// Issue 16: every answer a procedure's output check passes in these suites is also run
// through zod's output step, which must return it unchanged (packages/api output-check.ts).
verifyExactChecks(true);
