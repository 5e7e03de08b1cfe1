import {
  API,
  USER_MANUAL_FILES,
  USER_MANUAL_KEYS,
  type DownloadedFile,
  type Lang,
} from '@faena/contracts';
import { openDownloaded } from '../../lib/files';
import { http } from '../../lib/http';

/**
 * The footer's user manual: GET /api/archivo/{hash} with the fileName and fileType asked for answers
 * fileName, fileType and fileBase64; the PDF opens in a new window (lib/files openDownloaded).
 */
export function openUserManual(lang: Lang, win: Pick<Window, 'open'> = window): Promise<void> {
  return openDownloaded(
    () =>
      http.get<DownloadedFile>(API.downloadFile.path.replace(':hash', USER_MANUAL_KEYS[lang]), {
        ...USER_MANUAL_FILES[lang],
      }),
    win,
  );
}
