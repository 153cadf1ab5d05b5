import type { CreatedAt, Id, Int8, WithDefault } from '../../db/column-types';

// The CRM's own tables. The diner records themselves (merchant_diner) are
// declared with the booking engine, which finds or creates them per order;
// migration 0700 adds the CRM's columns there.
export interface MembershipLevelRow {
  id: Id;
  merchant_id: Int8;
  name: string;
  description: WithDefault<string>;
  color: WithDefault<string>;
  sort: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface CrmTables {
  membership_level: MembershipLevelRow;
}
