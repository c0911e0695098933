import pg from 'pg';
import { type ColumnParser, type RowReader, rowReaderOf } from './row-objects';

/**
 * One call of a fixed query on PostgreSQL, handed to pg as a "submittable" (the interface
 * pg-cursor and pg-query-stream use): pg queues it on a pooled connection and passes it the
 * protocol's messages; it writes its own messages and makes its own rows (issue 16).
 *
 * For each call pg's own `Query` copied its config, made a result object, asked for the
 * row description and looked up a parser per column again, and built a dictionary-mode
 * template row (`addFields`, `cloneQueryConfig`: ~55 µs of a customer's read, a tenth of
 * the request). A fixed query's columns cannot change while its statement is prepared on a
 * connection (PostgreSQL refuses to run a prepared statement whose result type changed), so
 * here the description is asked for once per connection and statement, with the statement's
 * Parse, and what it gives (parsers and a row reader) is kept with that connection.
 *
 * The protocol is pg's: Parse (first use on the connection), Bind, Describe (while no shape
 * is known), Execute, Sync, written in one corked batch. Errors, the query timeout and a
 * dropped connection reach the caller through pg's client, as for its own queries.
 */

/** The part of pg's connection a submittable uses (pg/lib/connection.js). */
interface PgConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(query: { text: string; name: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format: string;
}

/** What the statement's rows look like on one connection. */
interface RowShape {
  width: number;
  read: RowReader;
}

type GetTypeParser = (oid: number, format: 'text') => ColumnParser;

/** Shapes by connection, then by statement name; a dropped connection takes its own along. */
const shapesByConnection = new WeakMap<PgConnection, Map<string, RowShape>>();

function shapesOf(connection: PgConnection): Map<string, RowShape> {
  let shapes = shapesByConnection.get(connection);
  if (!shapes) {
    shapes = new Map();
    shapesByConnection.set(connection, shapes);
  }
  return shapes;
}

// pg's own value mapping (dates, arrays, buffers, objects), as its Query binds them.
const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils.prepareValue;

export class PreparedRead {
  /** Read by pg's client: it forgets a statement whose Parse failed, by this name. */
  readonly name: string;
  readonly text: string;
  /** Set by pg's client (through pg-pool) before `submit`, wrapped with its query timeout. */
  callback?: (error: Error | null, rows?: Record<string, unknown>[]) => void;
  private readonly values: readonly unknown[];
  private readonly getTypeParser: GetTypeParser;
  private readonly rows: Record<string, unknown>[] = [];
  private shapes?: Map<string, RowShape>;
  private shape?: RowShape;
  private failure?: Error;

  constructor(
    name: string,
    text: string,
    values: readonly unknown[],
    getTypeParser: GetTypeParser,
  ) {
    this.name = name;
    this.text = text;
    this.values = values;
    this.getTypeParser = getTypeParser;
  }

  /** pg calls this when the connection is free; an Error returned fails the call. */
  submit(connection: PgConnection): Error | null {
    const prepared =
      connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (prepared !== undefined && prepared !== this.text)
      return new Error(`The statement '${this.name}' is prepared with another text`);
    // Mapped before anything is written, so a value pg cannot send fails only this call and
    // leaves nothing half-sent on the connection.
    let values: unknown[];
    try {
      values = this.values.map(prepareValue);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
    this.shapes = shapesOf(connection);
    this.shape = this.shapes.get(this.name);
    connection.stream.cork?.();
    try {
      if (prepared === undefined) {
        connection.parse({ text: this.text, name: this.name, types: [] });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values });
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    const { fields } = message;
    const parsers = fields.map((field) => this.getTypeParser(field.dataTypeID, 'text'));
    this.shape = {
      width: fields.length,
      read: rowReaderOf(
        fields.map((field) => field.name),
        parsers,
      ),
    };
    this.shapes?.set(this.name, this.shape);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    if (this.failure) return;
    const { shape } = this;
    if (!shape || message.fields.length !== shape.width) {
      // Never expected: the statement's columns are fixed. Refused rather than misread.
      this.failure = new Error(`The statement '${this.name}' answered rows of another shape`);
      this.shapes?.delete(this.name);
      return;
    }
    try {
      this.rows.push(shape.read(message.fields));
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
    }
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  /** Not reached: rows are never asked for in pages. */
  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('A fixed query does not copy');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    this.callback?.(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.callback?.(this.failure);
    else this.callback?.(null, this.rows);
  }
}

/**
 * Runs a fixed query on a pooled connection and resolves with its rows. pg-pool checks a
 * connection out, gives it the call and releases it when the call ends (destroying it when
 * the call failed), and answers a submittable without a callback with a promise of what the
 * call's callback gets.
 */
export function runPreparedRead(
  pool: pg.Pool,
  getTypeParser: GetTypeParser,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  const call = new PreparedRead(name, text, values, getTypeParser);
  return pool.query(call as never) as unknown as Promise<Record<string, unknown>[]>;
}
