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
// booking engine
import { createBookingEngine } from './domain/booking/booking-engine';
import { LocalDiskStorage } from './providers/storage/local-disk.storage';

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
  const permissions = new PermissionService(new StaffRepository(db), new OrgRepository(db));
  return {
    db,
    jobs,
    users,
    sessions: new SessionService(new SessionRepository(db), users),
    permissions,
    clientConfigs: new ClientConfigService(new ClientConfigRepository(db)),
    referenceData: new ReferenceDataService(new ReferenceDataRepository(db)),
    uploads: new UploadService(new FileRepository(db), storage),
    // booking engine: stores, tables, availability, orders (registers its timers on jobs)
    booking: createBookingEngine(db, permissions, jobs),
  };
}

export type Services = ReturnType<typeof createServices>;
