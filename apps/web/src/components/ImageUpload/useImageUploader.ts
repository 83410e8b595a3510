import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { NO_ERROR_TOAST } from '../../lib/toast';

export const SIZE_ERROR = `File size must be less than ${MAX_UPLOAD_MB}MB`;
export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * PUTs the bytes with their content type, reporting progress (0 to 1) as they go; the signal aborts it.
 * XMLHttpRequest rather than fetch: only it reports upload progress. No cookies: the signature alone
 * authorises the PUT, and a presigned S3 URL lives on another origin.
 */
function put(url: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadCancelled());
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.withCredentials = false;
    request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload failed with status ${request.status}`));
    request.onerror = () => reject(new Error('Upload failed: the network dropped'));
    request.onabort = () => reject(new UploadCancelled());
    signal.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * The upload flow every image field shares: ask the API for a signed URL, PUT the bytes there (with progress,
 * cancellable), then confirm (the server checks what arrived), and hand back the stable object URL. A message's
 * files use it with purpose 'attachment' (photos and PDFs, served only to the message's two people).
 */
export function useImageUploader({ purpose = 'image' }: { purpose?: 'image' | 'attachment' } = {}) {
  // upload() tells a failure once, whichever step failed.
  const create = trpc.uploads.create.useMutation(NO_ERROR_TOAST);
  const confirm = trpc.uploads.confirm.useMutation(NO_ERROR_TOAST);
  const [uploading, setUploading] = useState(false);
  /** Share of the chosen files' bytes sent so far, 0 to 1. */
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops an upload on its way.
  useEffect(() => () => controller.current?.abort(), []);

  async function uploadOne(file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
    const { uploadURL, objectURL } = await create.mutateAsync({
      purpose,
      contentType: file.type,
      size: file.size,
      fileName: file.name,
    });
    await put(uploadURL, file, onProgress, signal);
    if (signal.aborted) throw new UploadCancelled();
    await confirm.mutateAsync({ objectURL });
    return objectURL;
  }

  /**
   * Uploads the files in order; returns the URLs that made it (none when a check fails before sending). A
   * cancel stops the file on its way and those after it; the ones already done are kept.
   */
  async function upload(files: File[]): Promise<string[]> {
    setError(null);
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      setError(SIZE_ERROR);
      return [];
    }
    const abort = new AbortController();
    controller.current = abort;
    const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setProgress(0);
    setUploading(true);
    const urls: string[] = [];
    try {
      for (const file of files) {
        urls.push(
          await uploadOne(file, (fraction) => setProgress((done + fraction * file.size) / total), abort.signal),
        );
        done += file.size;
        setProgress(done / total);
      }
    } catch (cause) {
      if (cause instanceof UploadCancelled) {
        toast({ title: 'Upload cancelled', message: 'Nothing more was uploaded.' });
      } else {
        console.error('Image upload failed', cause);
        toast({ title: UPLOAD_FAILED, variant: 'destructive' });
      }
    } finally {
      controller.current = null;
      setUploading(false);
    }
    return urls;
  }

  return { upload, uploading, progress, cancel: () => controller.current?.abort(), error };
}
