import {
  type AnalyticsRange,
  APPLICATIONS_EXPORT_MAX_ROWS,
  type ApplicationStatus,
  analyticsRanges,
  apiTokenScopeLabels,
  apiTokenScopes,
  applicationSortOrders,
  applicationStatuses,
  DEFAULT_ANALYTICS_RANGE,
  denialReasonCodes,
  LIST_DEFAULT_LIMIT,
  LIST_MAX_LIMIT,
  reviewableStatuses,
  staffAttachmentCategories,
} from '@advance/contracts';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import {
  type AdvanceClient,
  createAdvanceClient,
  describeError,
  type RouterInputs,
  type RouterOutputs,
} from './client';
import {
  applicationColumns,
  applicationsTable,
  type OutputFormat,
  overviewText,
  toCsv,
  toJson,
} from './format';
import { DEFAULT_URL, clientMessages as m } from './messages';

/** Where the CLI reads its settings and writes its output (the process's, or a test's). */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: Record<string, string | undefined>;
  fetch?: typeof fetch;
}

type ReviewInput = RouterInputs['admin']['applications']['review'];
type ListInput = RouterInputs['admin']['applications']['list'];

const positiveInt = (name: string) => (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError(m.invalidNumber(name));
  return Number(value);
};

/** A status in any letter case, as the server spells it. */
const statusFilter = (value: string): ApplicationStatus | 'all' => {
  const lower = value.trim().toLowerCase();
  if (lower === 'all') return 'all';
  const match = applicationStatuses.find((s) => s.toLowerCase() === lower);
  if (!match)
    throw new InvalidArgumentError(`Choose one of: ${applicationStatuses.join(', ')}, all.`);
  return match;
};

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** `category: description` → a requested document. */
export function documentItem(value: string): { category: string; description: string } {
  const at = value.indexOf(':');
  if (at < 1) throw new InvalidArgumentError(m.invalidItem);
  return { category: value.slice(0, at).trim(), description: value.slice(at + 1).trim() };
}

/** `--page`, `--limit` and the filters → admin.applications.list's input. */
export function listInput(options: {
  status?: ApplicationStatus | 'all';
  search?: string;
  incomplete?: boolean;
  sort?: (typeof applicationSortOrders)[number];
  page: number;
  limit: number;
}): ListInput {
  return {
    limit: options.limit,
    offset: (options.page - 1) * options.limit,
    ...(options.status && { status: options.status }),
    ...(options.search && { search: options.search }),
    ...(options.incomplete && { incomplete: true }),
    ...(options.sort && { sort: options.sort }),
  };
}

/** The review options → admin.applications.review's input (the server checks the rules). */
export function reviewInput(
  id: string,
  options: {
    status: string;
    notes?: string;
    reason?: string[];
    otherReason?: string;
    document?: string[];
    dueDate?: string;
    messageTitle?: string;
    message?: string;
  },
): ReviewInput {
  const items = (options.document ?? []).map(documentItem);
  const reasons = options.reason ?? [];
  return {
    id,
    status: options.status,
    ...(options.notes !== undefined && { reviewNotes: options.notes }),
    ...(reasons.length > 0 && { reasons }),
    ...(options.otherReason !== undefined && { otherReason: options.otherReason }),
    ...((items.length > 0 || options.dueDate) && {
      documentRequest: {
        items: items as NonNullable<ReviewInput['documentRequest']>['items'],
        ...(options.dueDate && { dueDate: options.dueDate }),
      },
    }),
    ...(options.message !== undefined && {
      message: {
        title: options.messageTitle ?? 'About your application',
        content: options.message,
      },
    }),
  };
}

const formatOption = (choices: readonly OutputFormat[]) =>
  new Option('--format <format>', m.formatOption).choices(choices).default('table');

/**
 * The `advance` command line (issue 21). `runCli` parses, calls the server with the token and
 * writes the answer to stdout; any refusal goes to stderr with the server's message, nothing
 * to stdout, and a non-zero exit code.
 */
export function buildProgram(io: CliIo): Command {
  const program = new Command('advance')
    .description(m.programDescription)
    .option('--url <url>', `${m.urlOption} (env: ADVANCE_URL, default: ${DEFAULT_URL})`)
    .option('--token <token>', `${m.tokenOption} (env: ADVANCE_TOKEN)`)
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .addHelpText(
      'after',
      `\n${m.scopesHelp}\n${apiTokenScopes.map((s) => `  ${s.padEnd(20)} ${apiTokenScopeLabels[s]}`).join('\n')}\n`,
    );

  const settings = (command: Command) => {
    const globals = command.optsWithGlobals<{ url?: string; token?: string }>();
    const url = globals.url || io.env.ADVANCE_URL || DEFAULT_URL;
    const token = globals.token || io.env.ADVANCE_TOKEN || '';
    if (!token.trim()) throw new Error(m.noToken);
    return { url, client: createAdvanceClient({ url, token, fetch: io.fetch }) };
  };
  const withClient =
    <A extends unknown[]>(run: (client: AdvanceClient, ...args: A) => Promise<void>) =>
    async (...args: A) => {
      const command = args[args.length - 1] as Command;
      const { url, client } = settings(command);
      try {
        await run(client, ...args);
      } catch (error) {
        throw new CliFailure(describeError(error, url));
      }
    };

  const applications = program.command('applications').description(m.applicationsDescription);

  applications
    .command('list')
    .description(m.listDescription)
    .option(
      '--status <status>',
      `${m.statusFilter}: ${applicationStatuses.join(', ')} or all (any letter case)`,
      statusFilter,
    )
    .option('--search <text>', m.searchOption)
    .option('--incomplete', m.incompleteOption)
    .addOption(new Option('--sort <order>', m.sortOption).choices(applicationSortOrders))
    .option('--page <n>', m.pageOption, positiveInt('--page'), 1)
    .option(
      '--limit <n>',
      `${m.limitOption} (at most ${LIST_MAX_LIMIT})`,
      positiveInt('--limit'),
      LIST_DEFAULT_LIMIT,
    )
    .option('--all', m.allOption)
    .addOption(formatOption(['table', 'csv', 'json']))
    .option('--bom', m.bomOption)
    .action(
      withClient(async (client, options: Parameters<typeof listInput>[0] & ListOutput) => {
        const page = options.all
          ? await everyPage(client, options)
          : await client.admin.applications.list.query(listInput(options));
        if (options.format === 'json') return io.stdout(toJson(page));
        if (options.format === 'csv')
          return io.stdout(toCsv(applicationColumns, page.items, { bom: options.bom }));
        if (page.items.length === 0) return io.stdout(`${m.noApplications}\n`);
        const pages = Math.max(1, Math.ceil(page.total / options.limit));
        io.stdout(applicationsTable(page.items));
        io.stdout(`\n${m.page(options.page, pages, page.total, page.totalCapped)}\n`);
      }),
    );

  applications
    .command('review')
    .description(m.reviewDescription)
    .argument('<id>', 'the application id')
    .requiredOption('--status <status>', `${m.reviewStatus}: ${reviewableStatuses.join(', ')}`)
    .option('--notes <text>', m.notesOption)
    .option('--reason <reason>', `${m.reasonOption} (${denialReasonCodes.join(', ')})`, collect)
    .option('--other-reason <text>', m.otherReasonOption)
    .option(
      '--document <item>',
      `${m.documentOption}; categories: ${staffAttachmentCategories.join(', ')}`,
      collect,
    )
    .option('--due-date <date>', m.dueDateOption)
    .option('--message <text>', m.messageOption)
    .option('--message-title <text>', m.messageTitleOption)
    .addOption(formatOption(['table', 'json']))
    .action(
      withClient(
        async (
          client,
          id: string,
          options: Parameters<typeof reviewInput>[1] & { format: OutputFormat },
        ) => {
          const { application } = await client.admin.applications.review.mutate(
            reviewInput(id, options),
          );
          if (options.format === 'json') return io.stdout(toJson(application));
          io.stdout(`${m.reviewed(application.id, application.status)}\n`);
        },
      ),
    );

  const analytics = program.command('analytics').description(m.analyticsDescription);
  analytics
    .command('overview')
    .description(m.overviewDescription)
    .addOption(
      new Option('--range <range>', m.rangeOption)
        .choices(analyticsRanges)
        .default(DEFAULT_ANALYTICS_RANGE),
    )
    .addOption(formatOption(['table', 'json']))
    .action(
      withClient(async (client, options: { range: AnalyticsRange; format: OutputFormat }) => {
        const overview = await client.admin.analytics.sessions.query({ range: options.range });
        io.stdout(options.format === 'json' ? toJson(overview) : overviewText(overview));
      }),
    );

  for (const command of [
    program,
    applications,
    analytics,
    ...applications.commands,
    ...analytics.commands,
  ]) {
    command.exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  }
  return program;
}

interface ListOutput {
  format: OutputFormat;
  bom?: boolean;
  all?: boolean;
}

type ApplicationsPage = RouterOutputs['admin']['applications']['list'];

/** `--all`: every page from `--page` on, LIST_MAX_LIMIT at a time, up to the export's cap. */
async function everyPage(
  client: AdvanceClient,
  options: Parameters<typeof listInput>[0],
): Promise<ApplicationsPage> {
  const items: ApplicationsPage['items'] = [];
  let offset = (options.page - 1) * options.limit;
  for (;;) {
    const page = await client.admin.applications.list.query({
      ...listInput({ ...options, page: 1, limit: LIST_MAX_LIMIT }),
      offset,
    });
    items.push(...page.items);
    offset += page.items.length;
    const done = page.items.length < LIST_MAX_LIMIT || items.length >= APPLICATIONS_EXPORT_MAX_ROWS;
    if (done) return { ...page, items: items.slice(0, APPLICATIONS_EXPORT_MAX_ROWS) };
  }
}

/** A call the server (or the network) refused, described for stderr. */
class CliFailure extends Error {
  constructor(readonly detail: ReturnType<typeof describeError>) {
    super(detail.message);
  }
}

/** Runs the command line; resolves to the exit code (0 done, 1 refused or failed). */
export async function runCli(args: readonly string[], io: CliIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...args], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof CliFailure) {
      const { message, fieldErrors, retryAfterSeconds } = error.detail;
      const lines = [message];
      for (const [field, text] of Object.entries(fieldErrors ?? {})) {
        if (text !== message) lines.push(m.fieldError(field, text));
      }
      if (retryAfterSeconds !== undefined) lines.push(m.retryAfter(retryAfterSeconds));
      io.stderr(`${lines.join('\n')}\n`);
      return 1;
    }
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
