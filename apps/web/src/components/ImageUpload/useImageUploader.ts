import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, UPLOAD_IMAGE_TYPES } from '@wallcraft/shared';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';

export const SIZE_ERROR = `File size must be less than ${MAX_UPLOAD_MB}MB`;
export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/**
 * The upload flow every image field shares: ask the API for a signed URL, PUT the bytes there with their
 * content type, then confirm (the server checks what arrived), and hand back the stable object URL.
 */
export function useImageUploader() {
  const create = trpc.uploads.create.useMutation();
  const confirm = trpc.uploads.confirm.useMutation();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function uploadOne(file: File): Promise<string> {
    const { uploadURL, objectURL } = await create.mutateAsync({
      contentType: file.type,
      size: file.size,
      fileName: file.name,
    });
    // No cookies: the signature alone authorises the PUT, and a presigned S3 URL lives on another origin.
    const response = await fetch(uploadURL, {
      method: 'PUT',
      headers: { 'content-type': file.type },
      body: file,
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`Upload failed with status ${response.status}`);
    await confirm.mutateAsync({ objectURL });
    return objectURL;
  }

  /** Uploads the files in order; returns the URLs that made it (none when a check fails before sending). */
  async function upload(files: File[]): Promise<string[]> {
    setError(null);
    if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      setError(SIZE_ERROR);
      return [];
    }
    setUploading(true);
    const urls: string[] = [];
    try {
      for (const file of files) urls.push(await uploadOne(file));
    } catch (cause) {
      console.error('Image upload failed', cause);
      toast({ title: UPLOAD_FAILED, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
    return urls;
  }

  return { upload, uploading, error };
}
