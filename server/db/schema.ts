// The whole database as Kysely sees it: each domain declares its own tables
// next to its repository, and this file only joins them.
import type { FilesTables } from '../domain/files/files.tables';
import type { IdentityTables } from '../domain/identity/identity.tables';
import type { OrgTables } from '../domain/org/org.tables';
import type { PlatformTables } from '../domain/platform/platform.tables';
import type { JobTables } from '../jobs/job.tables';
// payments
import type { PaymentTables } from '../domain/payment/payment.tables';
import type { SandboxTables } from '../providers/payment/sandbox/sandbox.tables';

export interface Database extends IdentityTables, OrgTables, PlatformTables, FilesTables, JobTables {}

// payments (interfaces merge, so each area adds its own line)
export interface Database extends PaymentTables, SandboxTables {}
