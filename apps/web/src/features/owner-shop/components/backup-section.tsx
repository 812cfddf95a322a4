import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { useDownloadBackup } from '../api/download-backup';
import { ownerShopMessages } from '../messages';

function backupErrorMessage(error: unknown): string {
  // A 5xx says nothing the family can act on; the general message tells them what to do.
  if (error instanceof ApiError && error.status >= 500) return ownerShopMessages.backupFailed;
  return getErrorMessage(error, ownerShopMessages.backupFailed);
}

/** "Unduh cadangan": the whole shop in one file, for the family to keep somewhere safe. */
export function BackupSection() {
  const backup = useDownloadBackup();

  return (
    <section
      id="cadangan"
      aria-labelledby="backup-heading"
      className="flex flex-col items-start gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id="backup-heading" className="text-xl font-bold text-ink">
        Cadangan data
      </h2>
      <p className="text-ink-muted">{ownerShopMessages.backupExplained}</p>
      <Button
        variant="secondary"
        aria-busy={backup.isPending}
        disabled={backup.isPending}
        onClick={() => backup.mutate()}
      >
        Unduh cadangan
      </Button>
      {backup.isPending ? <LoadingText>{ownerShopMessages.backupBusy}</LoadingText> : null}
      {backup.isError ? <Notice tone="error">{backupErrorMessage(backup.error)}</Notice> : null}
      {backup.isSuccess ? <Notice tone="success">{ownerShopMessages.backupDone}</Notice> : null}
    </section>
  );
}
