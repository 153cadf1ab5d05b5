import path from 'node:path';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { FileRepository } from './domain/files/file.repository';
import { UploadService } from './domain/files/upload.service';
import { PermissionService } from './domain/identity/permission.service';
import { SessionRepository } from './domain/identity/session.repository';
import { SessionService } from './domain/identity/session.service';
import { StaffRepository } from './domain/identity/staff.repository';
import { UserRepository } from './domain/identity/user.repository';
import { OrgRepository } from './domain/org/org.repository';
import { ClientConfigRepository } from './domain/platform/client-config.repository';
import { ClientConfigService } from './domain/platform/client-config.service';
import { ReferenceDataRepository } from './domain/platform/reference-data.repository';
import { ReferenceDataService } from './domain/platform/reference-data.service';
import { JobRunner } from './jobs/job-runner';
import { LocalDiskStorage } from './providers/storage/local-disk.storage';
// app shell: short links
import { ShortLinkRepository } from './domain/platform/short-link.repository';
import { ShortLinkService } from './domain/platform/short-link.service';

export interface ServiceOptions {
  /** Where job failures are reported. */
  onJobError?: (error: unknown, job: { id: string; kind: string }) => void;
}

/** Every domain service, wired once per server instance. */
export function createServices(db: Kysely<Database>, config: ServerConfig, options: ServiceOptions = {}) {
  const users = new UserRepository(db);
  // Domains register their job kinds on it; the server starts it when told to.
  const jobs = new JobRunner(db, { onError: options.onJobError });
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  return {
    db,
    jobs,
    users,
    sessions: new SessionService(new SessionRepository(db), users),
    permissions: new PermissionService(new StaffRepository(db), new OrgRepository(db)),
    clientConfigs: new ClientConfigService(new ClientConfigRepository(db)),
    referenceData: new ReferenceDataService(new ReferenceDataRepository(db)),
    uploads: new UploadService(new FileRepository(db), storage),
    // app shell: short links
    shortLinks: new ShortLinkService(new ShortLinkRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;
