import { useMutation } from '@tanstack/react-query';
import { DISPLAY_TIME_ZONE } from '@dapur/shared/limits';
import { apiClient } from '../../../lib/api-client';
import { attachmentFileName, saveFile } from '../lib/save-file';

function todayInJakarta(): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(new Date());
}

/**
 * GET /admin/backup: the whole shop in one file. It needs the owner's token, so it cannot be
 * a plain link: the file is fetched, then handed to the browser as a download. No timeout,
 * since a shop with many photos takes a while.
 */
export async function downloadBackup(): Promise<string> {
  const response = await apiClient.get('admin/backup', { timeout: false });
  const fileName = attachmentFileName(
    response.headers.get('content-disposition'),
    `dapur-cadangan-${todayInJakarta()}.tar.gz`,
  );
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
