import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputClassName } from './input';

/**
 * The browser's own <select>, styled like our inputs. It keeps the platform's keyboard,
 * screen-reader and mobile pickers, which a custom listbox would have to rebuild.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select className={cn(inputClassName, 'appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-600"
      />
    </div>
  );
}
