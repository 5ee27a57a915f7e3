import { messages } from '../../contracts/messages.ts';
import { ApiError } from './api.ts';

/**
 * POSTs a form and reports upload progress as a fraction from 0 to 1. It uses
 * XMLHttpRequest because fetch cannot report upload progress. Resolves with the JSON reply;
 * rejects with an ApiError carrying the server's Spanish message, or `fallbackMessage` when
 * the server gave none or could not be reached.
 */
export function uploadWithProgress<T>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
  opts: { fallbackMessage?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError('NETWORK', opts.fallbackMessage ?? messages.errors.network, 0));
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data !== null) {
        onProgress(1);
        resolve(data as T);
        return;
      }
      const e = (data as { error?: { code?: string; message?: string } } | null)?.error;
      reject(
        new ApiError(
          e?.code ?? 'HTTP_ERROR',
          e?.message ?? opts.fallbackMessage ?? messages.errors.internal,
          xhr.status,
        ),
      );
    };
    xhr.send(formData);
  });
}
