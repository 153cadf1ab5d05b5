import type { CreatedAt, Id, Int8, WithDefault } from '../../db/column-types';

export interface DinerFapiaoTitleTable {
  id: Id;
  user_id: Int8;
  kind: 'PERSONAL' | 'COMPANY';
  title: string;
  taxpayer_id: WithDefault<string>;
  address: WithDefault<string>;
  phone: WithDefault<string>;
  bank_name: WithDefault<string>;
  bank_account: WithDefault<string>;
  email: WithDefault<string>;
  is_default: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface FapiaoTables {
  diner_fapiao_title: DinerFapiaoTitleTable;
}
