import type { Attachment } from '@advance/contracts';
import { Download, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { downloadFile } from '../../lib/download-file';

/**
 * "Download", named with the file for screen readers ("Download award-letter.pdf"). It is
 * not disabled while busy, so focus never drops out of it; a second press is ignored.
 */
export function DownloadButton({
  attachment,
}: {
  attachment: Pick<Attachment, 'id' | 'fileName'>;
}) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const onClick = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await downloadFile(attachment);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download ${attachment.fileName}`}
      aria-disabled={busy || undefined}
      className="aria-disabled:opacity-60"
      onClick={() => void onClick()}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      Download
    </Button>
  );
}
