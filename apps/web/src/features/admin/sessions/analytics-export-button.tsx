import {
  type AnalyticsExportTable,
  type AnalyticsRange,
  analyticsExportTexts,
} from '@advance/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import { useStepUp } from '../../auth/use-step-up';
import { downloadCsv, type ExportDeps } from '../applications/export-applications';

/** The REST path of one Sessions-tab table for the tab's range. */
export const analyticsExportUrl = (table: AnalyticsExportTable, range: AnalyticsRange): string =>
  `/api/admin/analytics/export.csv?${new URLSearchParams({ table, range })}`;

/** "Export … CSV" for one table of the Sessions tab; step-up aware, like every export. */
export function AnalyticsExportButton({
  table,
  range,
  deps,
}: {
  table: AnalyticsExportTable;
  range: AnalyticsRange;
  deps?: ExportDeps;
}) {
  const stepUp = useStepUp();
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      await stepUp.run(() =>
        downloadCsv(
          analyticsExportUrl(table, range),
          { fallbackName: `${table}.csv`, failed: analyticsExportTexts.failed },
          deps,
        ),
      );
    } catch (error) {
      toast({
        variant: 'destructive',
        title: analyticsExportTexts.failedTitle,
        description: error instanceof Error ? error.message : analyticsExportTexts.failed,
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={pending}
        onClick={() => void exportCsv()}
      >
        <Download aria-hidden="true" />
        {pending ? analyticsExportTexts.exporting : analyticsExportTexts.button[table]}
      </Button>
      {stepUp.dialog}
    </>
  );
}
