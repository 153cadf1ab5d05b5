import Taro from '@tarojs/taro';

/**
 * Mini-programs: the poster is written to the app's user folder and saved to
 * the album (the host asks the person for album permission the first time).
 * A host that does not take the picture answers 'failed', and the page says
 * to long-press the poster instead.
 */
export async function miniSaveImage(svg: string, fileName: string): Promise<'saved' | 'failed'> {
  try {
    const fs = Taro.getFileSystemManager();
    const path = `${Taro.env.USER_DATA_PATH}/${fileName}.svg`;
    fs.writeFileSync(path, svg, 'utf8');
    await Taro.saveImageToPhotosAlbum({ filePath: path });
    return 'saved';
  } catch {
    return 'failed';
  }
}
