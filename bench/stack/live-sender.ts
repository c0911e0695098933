/**
 * The staff side of `npm run bench:live`, in its own process (forked with IPC): posts one
 * phase's messages with `POST /api/conversations/:id/messages` and reports, per message, the
 * moment just before the request left (`process.hrtime`, the clock the sockets' process
 * stamps arrivals with), the response time and the status.
 *
 * Paced phases are open loop (message i leaves at start + i / rate whatever the server is
 * doing); a burst runs each staff account's messages back to back, all accounts at once.
 */
export interface PlannedSend {
  conversationId: string;
  content: string;
  /** Index into `staffCookies`. */
  staff: number;
}

export interface PhaseCommand {
  type: 'phase';
  base: string;
  origin: string;
  staffCookies: string[];
  sends: PlannedSend[];
  ratePerSecond?: number;
  burst?: boolean;
}

export interface SentMessage {
  content: string;
  sentAtMs: number;
  postMs?: number;
  status?: number;
  error?: string;
}

export interface PhaseReport {
  type: 'phase-done';
  seconds: number;
  sent: SentMessage[];
}

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

async function post(command: PhaseCommand, planned: PlannedSend): Promise<SentMessage> {
  const sentAtMs = nowMs();
  try {
    const response = await fetch(
      `${command.base}/api/conversations/${planned.conversationId}/messages`,
      {
        method: 'POST',
        headers: {
          origin: command.origin,
          cookie: command.staffCookies[planned.staff] as string,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ content: planned.content }),
      },
    );
    const body = await response.text();
    return {
      content: planned.content,
      sentAtMs,
      postMs: nowMs() - sentAtMs,
      status: response.status,
      ...(response.status !== 201 && { error: `${response.status} ${body.slice(0, 200)}` }),
    };
  } catch (error) {
    return {
      content: planned.content,
      sentAtMs,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

async function runPhase(command: PhaseCommand): Promise<PhaseReport> {
  const started = nowMs();
  let sent: SentMessage[];
  if (command.burst) {
    const byStaff = command.staffCookies.map((_, staff) =>
      command.sends.filter((s) => s.staff === staff),
    );
    const lists = await Promise.all(
      byStaff.map(async (mine) => {
        const results: SentMessage[] = [];
        for (const planned of mine) results.push(await post(command, planned));
        return results;
      }),
    );
    sent = lists.flat();
  } else {
    const interval = 1000 / (command.ratePerSecond ?? 1);
    const sends: Promise<SentMessage>[] = [];
    for (let i = 0; i < command.sends.length; i++) {
      const wait = started + i * interval - nowMs();
      if (wait > 0) await sleep(wait);
      sends.push(post(command, command.sends[i] as PlannedSend));
    }
    sent = await Promise.all(sends);
  }
  return { type: 'phase-done', seconds: (nowMs() - started) / 1000, sent };
}

process.on('message', (command: PhaseCommand | { type: 'exit' }) => {
  if (command.type === 'exit') process.exit(0);
  runPhase(command).then(
    (report) => process.send?.(report),
    (error: unknown) =>
      process.send?.({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
