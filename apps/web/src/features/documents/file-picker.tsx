import { ACCEPTED_FILE_EXTENSIONS } from '@advance/contracts';
import { Upload } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/**
 * A native file input that looks like our primary button. The input itself stays in the
 * tab order (visually hidden, not display:none), so keyboard and screen-reader users reach
 * a real, labelled file control; its focus ring is drawn on the visible label. Choosing a
 * file hands it over at once; the input is cleared so the same file can be picked again.
 */
export function FilePicker({
  label,
  onFile,
  disabled = false,
  describedBy,
  variant = 'primary',
}: {
  label: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** Ids of the hint (and any callout) read with the control. */
  describedBy?: string;
  /** Secondary beside another form's main button (Attach File next to Send Reply). */
  variant?: 'primary' | 'secondary';
}) {
  const id = useId();
  return (
    <div className="relative">
      <input
        id={id}
        type="file"
        accept={ACCEPTED_FILE_EXTENSIONS}
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant, size: 'md' }),
          'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        )}
      >
        <Upload aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}
