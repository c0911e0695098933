import { type ApplicationStatus, accountAdminMessages } from '@advance/contracts';

export interface ExportFilters {
  search?: string;
  status: ApplicationStatus | 'all';
  /** Issue 19: only the Incomplete queue (document due date passed, items pending). */
  incomplete?: boolean;
}

/** The REST path with the tab's current filters (the same query as admin.listApplications). */
export function exportUrl({ search, status, incomplete }: ExportFilters): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status !== 'all') params.set('status', status);
  if (incomplete) params.set('incomplete', 'true');
  const query = params.toString();
  return `/api/admin/applications/export.csv${query ? `?${query}` : ''}`;
}

export interface ExportDeps {
  fetch?: typeof fetch;
  save?: (blob: Blob, fileName: string) => void;
}

/** The file name the server gave (`attachment; filename="…"`), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * Downloads a staff CSV export (the server streams it). A refusal throws an Error carrying
 * the server's `{ message }`, so the step-up hook recognises "needs a fresh second factor"
 * exactly as from a tRPC call.
 */
export async function downloadCsv(
  url: string,
  { fallbackName, failed }: { fallbackName: string; failed: string },
  { fetch: fetchImpl = fetch, save = saveBlob }: ExportDeps = {},
): Promise<void> {
  const response = await fetchImpl(url, {
    credentials: 'same-origin',
    headers: { accept: 'text/csv' },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new Error(message || failed);
  }
  save(await response.blob(), fileNameOf(response, fallbackName));
}

export const exportApplicationsCsv = (filters: ExportFilters, deps: ExportDeps = {}) =>
  downloadCsv(
    exportUrl(filters),
    {
      fallbackName: accountAdminMessages.exportFileName,
      failed: accountAdminMessages.exportFailed,
    },
    deps,
  );

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
