import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClassName =
  'block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-blue-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600/40 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:ring-red-600/40';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}
