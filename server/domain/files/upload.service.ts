import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../../providers/storage/file-storage';
import { domainError } from '../errors';
import type { UserRecord } from '../identity/user.repository';
import type { FileRepository, StoredFile } from './file.repository';
import { detectMedia, MAX_IMAGE_DIMENSION } from './media-type';

export interface UploadRequest {
  uploader: UserRecord | null;
  /** What the caller meant to send; decides the 'please select' message. */
  expected: 'image' | 'video';
  data: Buffer | null;
  remark: string;
  operatorType: string;
  operatorId: string;
}

export class UploadService {
  constructor(
    private readonly files: FileRepository,
    private readonly storage: FileStorage,
  ) {}

  async upload(request: UploadRequest): Promise<StoredFile> {
    // Spec section 5: only a logged-in user with a phone may upload.
    if (!request.uploader || !request.uploader.phone) throw domainError('unauthenticated', 'pleaseLogInFirst');
    if (!request.data || request.data.length === 0) {
      throw domainError('invalid', request.expected === 'video' ? 'pleaseSelectVideo' : 'pleaseSelectImage');
    }
    const media = detectMedia(request.data);
    if (!media) throw domainError('invalid', 'unsupportedImageType');
    if (media.height > MAX_IMAGE_DIMENSION) throw domainError('invalid', 'imageHeightTooHigh');
    if (media.width > MAX_IMAGE_DIMENSION) throw domainError('invalid', 'imageWidthTooHigh');

    const id = randomBytes(16).toString('hex');
    const month = new Date().toISOString().slice(0, 7);
    const file: StoredFile = {
      id,
      storageKey: `${month}/${id}.${media.extension}`,
      contentType: media.contentType,
      byteSize: request.data.length,
      width: media.width,
      height: media.height,
    };
    // Bytes first: a row never points at a missing file. A crash in between
    // leaves an orphan file, which is harmless.
    await this.storage.put(file.storageKey, request.data);
    try {
      await this.files.insert({
        ...file,
        remark: request.remark.slice(0, 500),
        operatorType: request.operatorType.slice(0, 32),
        operatorId: request.operatorId.slice(0, 64),
        userId: request.uploader.id,
      });
    } catch (error) {
      await this.storage.delete(file.storageKey);
      throw error;
    }
    return file;
  }

  async read(id: string): Promise<{ file: StoredFile; data: Buffer } | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const file = await this.files.findById(id);
    if (!file) return null;
    const data = await this.storage.get(file.storageKey);
    return data ? { file, data } : null;
  }
}
