// vitest globalSetup of every suite that opens test databases: a place, for
// this run only, where the first test file that needs a database migrates one
// and every later file starts from a copy of it (test/helpers/database-template.ts).
// Migrating PGlite from nothing costs seconds per file; loading a migrated
// copy, or CREATE DATABASE ... TEMPLATE on PostgreSQL, a fraction of that.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dropDatabase, type DatabaseTemplatePlace } from './database-template';

export default function setup(project: TestProject) {
  const place: DatabaseTemplatePlace = {
    dir: fs.mkdtempSync(path.join(os.tmpdir(), 'fb-test-template-')),
    postgresName: `fb_template_${randomBytes(6).toString('hex')}`,
  };
  project.provide('databaseTemplate', place);
  return async () => {
    fs.rmSync(place.dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (process.env.TEST_DB !== 'postgres' || !url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await dropDatabase(admin, place.postgresName);
    } finally {
      await admin.end();
    }
  };
}
