/**
 * The `advance` command line's own texts (staff-only tool: English). What the server says
 * (refusals, validation) comes from packages/contracts through the server's answers.
 */
export const DEFAULT_URL = 'http://localhost:3000';

export const clientMessages = {
  noToken:
    'No API token. Pass --token or set ADVANCE_TOKEN (create one on your account page under “API tokens”).',
  badUrl: (url: string) => `Not an http(s) server URL: ${url}`,
  unreachable: (url: string, code?: string) =>
    `Could not reach ${url}${code ? ` (${code})` : ''}. Is the server running? Check --url or ADVANCE_URL.`,
  unexpectedAnswer: (status: number) => `The server answered with HTTP ${status} and no message.`,
  retryAfter: (seconds: number) => `Try again in ${seconds} s.`,
  fieldError: (field: string, message: string) => `  ${field}: ${message}`,
  noApplications: 'No applications match.',
  page: (page: number, pages: number, total: number, capped: boolean) =>
    `Page ${page} of ${pages}${capped ? '+' : ''} (${total}${capped ? '+' : ''} applications)`,
  reviewed: (id: string, status: string) => `Application ${id} is now ${status}.`,
  invalidNumber: (name: string) => `${name} must be a whole number of at least 1.`,
  invalidItem:
    'Each --document is "category: description", such as "benefit_letter: Award letter".',
  // --help
  programDescription:
    'Benefit Advance from the command line, with a personal API token (see README: Internal tools).',
  urlOption: 'the server',
  tokenOption: 'your API token (bat_...)',
  applicationsDescription: 'applications (scope applications:read; review: applications:review)',
  listDescription: 'list applications, newest first (scope applications:read)',
  statusFilter: 'only applications with this status',
  searchOption: 'search name, e-mail or phone',
  incompleteOption: 'only applications past their document due date with items pending',
  sortOption: 'newest first, or the longest-waiting complete applications first',
  pageOption: 'page number, from 1',
  limitOption: 'rows per page',
  formatOption: 'output format',
  allOption: `every page from --page on (at most 10,000 rows, like the CSV export)`,
  bomOption: 'start CSV with a UTF-8 byte order mark (for spreadsheet programs)',
  reviewDescription: 'record a decision on an application (scope applications:review)',
  reviewStatus: 'the new status',
  notesOption: 'review notes (staff only)',
  reasonOption: 'a denial reason (1 to 4; required with Denied): a code or its label',
  otherReasonOption: 'the other reason, with --reason other',
  documentOption:
    'a requested document "category: description" (required with Additional Documentation Requested; repeat for more)',
  dueDateOption: 'the document request due date, YYYY-MM-DD (default today + 30 days)',
  messageTitleOption: 'title of a message to the applicant (with --message)',
  messageOption: 'message to the applicant',
  analyticsDescription: 'visitor analytics (scope analytics:read)',
  overviewDescription: 'sessions, conversion and the application funnel for a range',
  rangeOption: 'date range',
  scopesHelp: 'Token scopes:',
} as const;
