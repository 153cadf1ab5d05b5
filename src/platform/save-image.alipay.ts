import Taro from '@tarojs/taro';

/**
 * Mini-programs save to the photo album from a downloaded file; the album takes
 * bitmaps, so an SVG invitation opens in the image viewer instead, where the
 * person can forward it.
 */
export async function saveImage(url: string): Promise<boolean> {
  try {
    if (/\.svg(\?|$)/.test(url)) {
      await Taro.previewImage({ urls: [url] });
      return true;
    }
    const file = await Taro.downloadFile({ url });
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath });
    return true;
  } catch {
    return false;
  }
}
