import { recoveryCodeMessages } from '@advance/contracts';
import { Copy, Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { toast } from '../../lib/toast-store';

/** The codes as a text file's lines, headed so a found printout explains itself. */
export function recoveryCodesText(codes: readonly string[]): string {
  return `${recoveryCodeMessages.fileHeading}\n\n${codes.join('\n')}\n`;
}

/**
 * The ten recovery codes, shown once (issue 17): copy, download or print them, then say
 * they are saved before going on, so nobody clicks past the only time they are shown.
 */
export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = recoveryCodeMessages.continue,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const errorId = useId();

  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    toast({ title: recoveryCodeMessages.copied });
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recoveryCodeMessages.fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {recoveryCodeMessages.title}
      </h2>
      <p className="text-base text-slate-700">{recoveryCodeMessages.description}</p>
      <ul
        aria-label={recoveryCodeMessages.listLabel}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-300 bg-slate-50 p-4 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {recoveryCodeMessages.copy}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {recoveryCodeMessages.download}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {recoveryCodeMessages.print}
        </Button>
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-4 print:hidden">
        <Checkbox
          label={recoveryCodeMessages.savedCheckbox}
          checked={saved}
          aria-invalid={showRequired && !saved}
          aria-errormessage={showRequired && !saved ? errorId : undefined}
          onChange={(event) => setSaved(event.target.checked)}
        />
        {showRequired && !saved ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {recoveryCodeMessages.savedRequired}
          </p>
        ) : null}
        <Button
          type="button"
          onClick={() => {
            if (!saved) {
              setShowRequired(true);
              return;
            }
            onDone();
          }}
        >
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
