import Taro from '@tarojs/taro';
import { i18n } from '../i18n/i18n';
import { chooseHostImages } from '../platform/host-ui';
import { loadServerMessages } from './server-message-loader';

/** An uploaded image as the API's ImageInfo carries it. */
export interface UploadedImage {
  fileId: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

export interface ImageUploadDeps {
  apiBase(): string;
  /** The spec's request headers (platform, device, session key on mini-programs). */
  headers(): Record<string, string>;
}

/** A failed upload, with the message to show (the server's, translated). */
export class ImageUploadError extends Error {}

// The table of server messages and their texts load with the first one shown
// (server-message-loader.ts). Offline, a text not in force yet gives way to the network's.
async function uploadFailed(): Promise<string> {
  return loadServerMessages().then(
    () => i18n.t('serverMessage.uploadFailed'),
    () =>
      i18n.exists('serverMessage.uploadFailed') ? i18n.t('serverMessage.uploadFailed') : i18n.t('error.networkFailed'),
  );
}

async function messageOf(text: string): Promise<string> {
  const { serverMessageKey } = await loadServerMessages();
  const key = serverMessageKey(text);
  return key ? i18n.t(`serverMessage.${key}`) : text;
}

/**
 * Lets the person pick images and uploads each to POST {api}/action/upload-file
 * (multipart: file, remark, operator_type, operator_id), through the host's own upload
 * API. A response with a message is a failure whose message is shown (spec section 7).
 * Resolves with nothing when the person cancels the picker.
 */
export async function chooseAndUploadImages(
  deps: ImageUploadDeps,
  options: { count: number; remark: string; operatorType: string; operatorId: string },
): Promise<UploadedImage[]> {
  let paths: string[];
  try {
    paths = await chooseHostImages(options.count);
  } catch {
    return [];
  }
  const uploaded: UploadedImage[] = [];
  for (const filePath of paths) {
    const answer = await Taro.uploadFile({
      url: `${deps.apiBase()}/action/upload-file`,
      filePath,
      name: 'file',
      header: deps.headers(),
      formData: { remark: options.remark, operator_type: options.operatorType, operator_id: options.operatorId },
    }).catch(() => null);
    if (!answer) throw new ImageUploadError(await uploadFailed());
    let body: Partial<UploadedImage> & { message?: string } = {};
    try {
      body = JSON.parse(String(answer.data)) as typeof body;
    } catch {
      throw new ImageUploadError(await uploadFailed());
    }
    if (body.message || answer.statusCode !== 200 || !body.url) {
      throw new ImageUploadError(await messageOf(body.message ?? 'upload failed'));
    }
    uploaded.push({
      fileId: body.fileId ?? '',
      url: body.url,
      width: body.width ?? 0,
      height: body.height ?? 0,
      contentType: body.contentType ?? '',
    });
  }
  return uploaded;
}
