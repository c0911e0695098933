import { accountAdminMessages } from '@advance/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { useStepUp } from '../../auth/use-step-up';
import { type ExportFilters, exportApplicationsCsv } from './export-applications';

/** "Export CSV" of the applications the tab shows (its filters); step-up aware (issue 17). */
export function ExportCsvButton({ filters }: { filters: ExportFilters }) {
  const stepUp = useStepUp();
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      await stepUp.run(() => exportApplicationsCsv(filters));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: accountAdminMessages.exportFailedTitle,
        description: error instanceof Error ? error.message : accountAdminMessages.exportFailed,
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
