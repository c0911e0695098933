import { attachmentMessages, downloadPath } from '@advance/contracts';

/** Browsers may still be reading the object URL just after the click (Firefox, Safari). */
export const REVOKE_DELAY_MS = 10_000;

export interface DownloadTarget {
  id: string;
  fileName: string;
}

export interface DownloadDeps {
  fetch?: typeof fetch;
  alert?: (message: string) => void;
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
  /** Where the temporary link is attached while it is clicked. */
  container?: HTMLElement;
}

/**
 * Spec part 7: GET /attachments/{id}/download "returns a blob saved under the file name";
 * any failure is the spec's alert (part 8), which every screen reader announces. The
 * blob goes through a temporary link so the name is ours, not the URL's last segment.
 * Resolves to whether the file was handed to the browser.
 */
export async function downloadFile(
  { id, fileName }: DownloadTarget,
  {
    fetch: fetchImpl = fetch,
    alert = (message) => window.alert(message),
    createObjectURL = (blob) => URL.createObjectURL(blob),
    revokeObjectURL = (url) => URL.revokeObjectURL(url),
    container = document.body,
  }: DownloadDeps = {},
): Promise<boolean> {
  let blob: Blob;
  try {
    const response = await fetchImpl(downloadPath(id), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Download failed: ${response.status}`);
    blob = await response.blob();
  } catch {
    alert(attachmentMessages.downloadFailed);
    return false;
  }

  const url = createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  container.append(link);
  link.click();
  link.remove();
  setTimeout(() => revokeObjectURL(url), REVOKE_DELAY_MS);
  return true;
}
