import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The page's content column: same width and side padding everywhere. */
export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  );
}
