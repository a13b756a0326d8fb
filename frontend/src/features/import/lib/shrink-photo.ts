// Photos are made smaller in the browser before upload: a phone's 12-megapixel photo (often over the
// 5-10 MB OCR services take at once) becomes a JPEG whose long side is at most 3,000 pixels, plenty
// for reading print, and quicker to upload and to read. The photo is drawn the way it is meant to
// be seen (its EXIF orientation applied), since the JPEG written here carries no orientation tag.

/** Longest side, in pixels, of a photo as uploaded for import. */
export const MAX_PHOTO_SIDE = 3000;
const JPEG_QUALITY = 0.88;

/** The photo's size once shrunk to fit MAX_PHOTO_SIDE (never enlarged). */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The name the shrunk photo is uploaded under: the same name, as a .jpg. */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${stem}.jpg`;
}

/**
 * The photo as an upright JPEG within MAX_PHOTO_SIDE. A browser that cannot decode it here hands
 * back the original, which the server still reads (within the upload limit).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    // A transparent PNG would otherwise turn black as a JPEG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
  } finally {
    bitmap.close();
  }
}
