import { PROFILE_PHOTO_MAX_BYTES } from '@fikra/shared';

const SIDE = 512;

/**
 * A phone photo scaled down to at most 512 px a side as JPEG, so it stays far below the server's limit;
 * the original when it is already small or the browser cannot decode it (the server then decides).
 */
export async function scalePhoto(file: File): Promise<Blob> {
  if (file.size <= 200 * 1024 || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size < Math.min(file.size, PROFILE_PHOTO_MAX_BYTES) ? blob : file;
  } catch {
    return file;
  }
}
