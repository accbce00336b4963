/** Small GIFs are kept as they are so that animations survive. */
const KEEP_GIF_BELOW_BYTES = 512 * 1024;

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Scales an image down so that neither side exceeds `maxSide` and re-encodes it as WebP (JPEG
 * where the browser cannot encode WebP). Uploads stay small, and the re-encoding drops EXIF data
 * before the file leaves the device. Falls back to the original file if the browser cannot decode it.
 */
export async function resizeImage(file: File, maxSide: number): Promise<Blob> {
  if (file.type === 'image/gif' && file.size <= KEEP_GIF_BELOW_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const webp = await canvasToBlob(canvas, 'image/webp', 0.88);
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await canvasToBlob(canvas, 'image/jpeg', 0.88);
  return jpeg ?? file;
}
