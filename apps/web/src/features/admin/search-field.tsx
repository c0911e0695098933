import { Search } from 'lucide-react';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** A labelled search box; the list it filters follows a moment after typing stops. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <Input
            {...control}
            type="search"
            className="pl-10"
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
          />
        </div>
      )}
    </FormField>
  );
}
