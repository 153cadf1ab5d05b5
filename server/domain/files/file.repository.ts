import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredFile {
  id: string;
  storageKey: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
}

export interface NewStoredFile extends StoredFile {
  remark: string;
  operatorType: string;
  operatorId: string;
  userId: string;
}

export class FileRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(file: NewStoredFile): Promise<void> {
    await this.db
      .insertInto('uploaded_file')
      .values({
        id: file.id,
        storage_key: file.storageKey,
        content_type: file.contentType,
        byte_size: file.byteSize,
        width: file.width,
        height: file.height,
        remark: file.remark,
        operator_type: file.operatorType,
        operator_id: file.operatorId,
        user_id: file.userId,
      })
      .execute();
  }

  async findById(id: string): Promise<StoredFile | undefined> {
    const row = await this.db
      .selectFrom('uploaded_file')
      .select(['id', 'storage_key', 'content_type', 'byte_size', 'width', 'height'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        storageKey: row.storage_key,
        contentType: row.content_type,
        byteSize: row.byte_size,
        width: row.width,
        height: row.height,
      }
    );
  }
}
