import { imageSize } from 'image-size';

export const MAX_IMAGE_DIMENSION = 5000;

const IMAGE_TYPES: Record<string, { contentType: string; extension: string }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

export interface DetectedMedia {
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * What the bytes really are, read from their content and never from the name
 * or the claimed type. SVG is refused: served from our origin it could run
 * script.
 */
export function detectMedia(data: Buffer): DetectedMedia | null {
  if (data.length >= 12 && data.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brand = data.subarray(8, 12).toString('latin1');
    const quicktime = brand === 'qt  ';
    return {
      kind: 'video',
      contentType: quicktime ? 'video/quicktime' : 'video/mp4',
      extension: quicktime ? 'mov' : 'mp4',
      width: 0,
      height: 0,
    };
  }
  try {
    const size = imageSize(data);
    const known = size.type ? IMAGE_TYPES[size.type] : undefined;
    if (!known || !size.width || !size.height) return null;
    return { kind: 'image', ...known, width: size.width, height: size.height };
  } catch {
    return null;
  }
}
