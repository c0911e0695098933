import { fillFigures } from './placeholders';
import { encodeText, type Resource } from './representation';

/** Figures shown on the public pages, as display strings by name, for one New York date. */
export type FiguresFor = (today: string) => Readonly<Record<string, string>>;

export interface DailyPagesOptions {
  figuresFor: FiguresFor;
  /** Today in New York, yyyy-mm-dd: the date the figures are worked out from. */
  today: () => string;
  log: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

interface Day {
  date: string;
  /** The figures, or why they could not be worked out (kept: retrying would not change it). */
  figures: { ok: true; values: Readonly<Record<string, string>> } | { ok: false };
  pages: Map<string, Promise<Resource>>;
}

/**
 * Prerendered pages whose figures change with the date (the example card's next benefit
 * date, its fee and APR). Each page is filled in and compressed once per New York day and
 * kept until the day changes: the first request of the day starts the work and every
 * request arriving meanwhile awaits the same promise, so none sees a half-built page and the
 * work is never done twice.
 */
export function createDailyPages({ figuresFor, today, log }: DailyPagesOptions) {
  let day: Day | undefined;

  const startDay = (date: string): Day => {
    try {
      return { date, figures: { ok: true, values: figuresFor(date) }, pages: new Map() };
    } catch (error) {
      log.error({ err: error, date }, 'Public page figures failed; serving the app shell instead');
      return { date, figures: { ok: false }, pages: new Map() };
    }
  };

  const render = async (
    current: Day,
    values: Readonly<Record<string, string>>,
    file: string,
    template: string,
    base: Omit<Resource, 'encodings'>,
  ): Promise<Resource> => {
    const { text, unknown } = fillFigures(template, values);
    if (unknown.length > 0)
      log.warn({ file, unknown, date: current.date }, 'Page asks for figures that do not exist');
    return { ...base, encodings: await encodeText(Buffer.from(text)) };
  };

  return {
    /**
     * Today's version of `file`, or undefined when today's figures cannot be worked out
     * (the caller serves the shell, which computes them in the browser).
     */
    page(
      file: string,
      template: string,
      base: Omit<Resource, 'encodings'>,
    ): Promise<Resource> | undefined {
      const date = today();
      if (day?.date !== date) day = startDay(date);
      const current = day;
      if (!current.figures.ok) return undefined;
      const cached = current.pages.get(file);
      if (cached) return cached;
      const pending = render(current, current.figures.values, file, template, base);
      current.pages.set(file, pending);
      // A failed render (out of memory in zlib) is not kept: the next request tries again.
      pending.catch(() => {
        if (current.pages.get(file) === pending) current.pages.delete(file);
      });
      return pending;
    },
  };
}
