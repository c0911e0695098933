import { apiTokenMessages, type CreatedApiToken } from '@advance/contracts';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/**
 * The new token, shown once (issue 21): a read-only field (labelled "Token “name”",
 * the warning read with it) that takes focus with its text selected, a Copy button, and
 * Done. The secret lives only in this component's props: Done drops it for good.
 */
export function CreatedApiTokenPanel({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const titleId = useId();
  const warningId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      // No clipboard (permission, old browser): the text is selected for a manual copy.
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4"
    >
      <h3 id={titleId} className="text-lg font-bold text-slate-900">
        {apiTokenMessages.createdTitle}
      </h3>
      <p id={warningId} className="flex items-start gap-2 text-base font-medium text-amber-900">
        <TriangleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
        {apiTokenMessages.shownOnce}
      </p>
      <FormField label={apiTokenMessages.tokenLabel(created.name)} describedBy={warningId}>
        {(control) => (
          <Input
            {...control}
            ref={fieldRef}
            readOnly
            value={created.token}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {apiTokenMessages.copyButton}
        </Button>
        <span role="status" className="text-sm font-medium text-green-800">
          {copied ? apiTokenMessages.copied : ''}
        </span>
        <Button type="button" onClick={onDone}>
          {apiTokenMessages.doneButton}
        </Button>
      </div>
    </section>
  );
}
