import type { Attachment } from '@advance/contracts';
import { Download, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { downloadFile } from '../../lib/download-file';
import { useDocumentsT } from './texts';

/**
 * "Download", named with the file for screen readers ("Download award-letter.pdf"). It is
 * not disabled while busy, so focus never drops out of it; a second press is ignored.
 * `localized`: a customer screen, in the app's language (staff screens stay English).
 */
export function DownloadButton({
  attachment,
  localized = false,
}: {
  attachment: Pick<Attachment, 'id' | 'fileName'>;
  localized?: boolean;
}) {
  const t = useDocumentsT(localized);
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
      aria-label={t('download.named', { fileName: attachment.fileName })}
      aria-disabled={busy || undefined}
      className="aria-disabled:opacity-60"
      onClick={() => void onClick()}
    >
      {busy ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {t('download.button')}
    </Button>
  );
}
