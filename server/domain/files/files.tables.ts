import type { CreatedAt, Int8 } from '../../db/column-types';

export interface UploadedFileTable {
  /** Random, unguessable; also the public name of the file. */
  id: string;
  storage_key: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  remark: string;
  operator_type: string;
  operator_id: string;
  user_id: Int8;
  create_time: CreatedAt;
}

export interface FilesTables {
  uploaded_file: UploadedFileTable;
}
