import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocalizeMessage } from '../../i18n/localize-message';
import { cn } from '../../lib/cn';

/**
 * A form-level failure, announced at once by screen readers (role="alert"). A text child
 * (a server message, in English) is shown in the app's language (localize-message.ts).
 */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  const localize = useLocalizeMessage();
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{typeof children === 'string' ? localize(children) : children}</div>
    </div>
  );
}
