import { translate } from '../i18n/translate';
import { isApiError } from './api-error';
import { DownloadError, downloadSignedUrl } from './download';
import { notify } from './notify';

/**
 * Runs an export and says how it went in the spec's words (spec 1 §8 'Topic export'):
 * a refused request, a missing URL, an expired file, anything else, or success.
 * `refused` is the call's own sentence for a 4xx (the list's or the single topic's).
 */
export async function exportAndDownload(request: () => Promise<string | undefined>, refused: string): Promise<boolean> {
  try {
    const url = await request();
    if (!url) {
      notify(translate('workspace.export.noUrl'), { variant: 'error' });
      return false;
    }
    await downloadSignedUrl(url);
    notify(translate('workspace.export.success'), { variant: 'success' });
    return true;
  } catch (error) {
    let message = translate('workspace.export.unexpected');
    if (error instanceof DownloadError) message = translate('workspace.export.expired');
    else if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429) message = refused;
    else if (isApiError(error) && (error.status === 0 || error.status === 429)) message = error.message;
    notify(message, { variant: 'error' });
    return false;
  }
}
