// The failed tests of a step, read from the runner's JSON report, so the summary
// at the end of `npm test` can name them (CI keeps only the end of the log).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface JsonAssertion {
  fullName?: string;
  title?: string;
  status: string;
  failureMessages?: string[];
}
interface JsonFile {
  name: string;
  status?: string;
  message?: string;
  assertionResults?: JsonAssertion[];
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'feastbook-test-report-'));
let counter = 0;

/** Extra runner arguments that write a JSON report, and where it goes. */
export function reportArgs(script: string): { args: string[]; file: string } {
  const file = path.join(reportDir, `step-${++counter}.json`);
  if (script === 'test:client') return { args: ['--json', `--outputFile=${file}`], file };
  if (script.startsWith('test:'))
    return { args: ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`], file };
  return { args: [], file: '' };
}

// The colour codes runners put in messages (ESC [ ... m).
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
  return line.replace(ANSI_COLOUR, '').trim().slice(0, 200);
}

function readReport(file: string): JsonFile[] {
  if (!file || !existsSync(file)) return [];
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { testResults?: JsonFile[] }).testResults ?? [];
  } catch {
    return [];
  }
}

const describe = (f: JsonFile, a: JsonAssertion) =>
  `${path.relative(process.cwd(), f.name)} › ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`;

/** "file › test: first line of the error", one per failed test (at most 20). */
export function failedTestsIn(file: string): string[] {
  const out: string[] = [];
  for (const f of readReport(file)) {
    const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && f.status === 'failed')
      out.push(`${path.relative(process.cwd(), f.name)}: ${firstLine(f.message)}`);
    for (const a of failed) out.push(describe(f, a));
  }
  return out.slice(0, 20);
}
