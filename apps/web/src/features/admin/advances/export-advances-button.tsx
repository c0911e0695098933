import { type AdvanceListFilter, accountAdminMessages } from '@advance/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/errors';
import { toast } from '../../../lib/toast-store';
import { useTRPCClient } from '../../../lib/trpc';
import { useStepUp } from '../../auth/use-step-up';

export interface AdvancesExportFilters {
  state: AdvanceListFilter;
  search?: string | undefined;
}

export const advancesExportFailed = 'The advances could not be exported. Please try again.';

/** Hands the CSV text to the browser as a file download. */
export function saveCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * "Export CSV" of the advances the tab's filter and search select (every page). A bulk copy
 * of applicants' money: the server asks for a fresh second factor, which the step-up dialog
 * gets before the one retry (issue 17), as for the applications export.
 */
export function ExportAdvancesButton({
  filters,
  save = saveCsv,
}: {
  filters: AdvancesExportFilters;
  save?: (csv: string, fileName: string) => void;
}) {
  const client = useTRPCClient();
  const stepUp = useStepUp();
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      const file = await stepUp.run(() => client.admin.advances.exportCsv.query(filters));
      save(file.csv, file.fileName);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: accountAdminMessages.exportFailedTitle,
        description: serverMessage(error, advancesExportFailed),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button type="button" variant="secondary" disabled={pending} onClick={() => void exportCsv()}>
        <Download aria-hidden="true" />
        {pending ? accountAdminMessages.exporting : accountAdminMessages.exportCsv}
      </Button>
      {stepUp.dialog}
    </>
  );
}
