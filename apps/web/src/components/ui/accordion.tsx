import { ChevronDown } from 'lucide-react';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import { cn } from '../../lib/cn';

/**
 * A single-open, collapsible accordion (WAI-ARIA disclosure pattern): each question is a
 * button with aria-expanded that controls its answer. Written here rather than taken from
 * Radix so the landing page, its one user, ships no dialog library (issue 15). Answers are in
 * the page while closed (`hidden`), so they are prerendered, found by crawlers, and shown to
 * readers without JavaScript (index.html's noscript style opens them).
 */
interface AccordionState {
  open: string | null;
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; baseId: string } | null>(null);

function useAccordion(): AccordionState {
  const state = useContext(AccordionContext);
  if (!state) throw new Error('Accordion parts must be inside <Accordion>');
  return state;
}

function useItem(): { value: string; baseId: string } {
  const item = useContext(ItemContext);
  if (!item) throw new Error('AccordionTrigger and AccordionContent must be inside an item');
  return item;
}

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext.Provider value={{ open, toggle }}>
      <div className={className}>{children}</div>
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const { open } = useAccordion();
  return (
    <ItemContext.Provider value={{ value, baseId }}>
      <div
        data-state={open === value ? 'open' : 'closed'}
        className={cn('border-b border-slate-200 last:border-b-0', className)}
      >
        {children}
      </div>
    </ItemContext.Provider>
  );
}

/** The trigger sits in an h3 so the questions appear in the page's heading outline. */
export function AccordionTrigger({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { open, toggle } = useAccordion();
  const { value, baseId } = useItem();
  const expanded = open === value;
  return (
    <h3 className="flex">
      <button
        type="button"
        id={`${baseId}-trigger`}
        aria-expanded={expanded}
        aria-controls={`${baseId}-content`}
        data-state={expanded ? 'open' : 'closed'}
        onClick={() => toggle(value)}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-md py-5 text-left text-base font-semibold text-slate-900 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 sm:text-lg',
          className,
        )}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 motion-reduce:transition-none group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { open } = useAccordion();
  const { value, baseId } = useItem();
  return (
    // A section named by its question: the region landmark the pattern asks for.
    <section
      id={`${baseId}-content`}
      aria-labelledby={`${baseId}-trigger`}
      hidden={open !== value}
      data-accordion-content=""
    >
      <div className={cn('pb-5 text-base leading-relaxed text-slate-700', className)}>
        {children}
      </div>
    </section>
  );
}
