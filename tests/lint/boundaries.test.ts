import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of `npm run lint` (.dependency-cruiser.cjs) against a throwaway tree of files in
 * a temporary directory, shaped like the repository: every wrong import below must be reported by the
 * rule named, and the right ones must pass. It runs the same command line as `npm run lint` with the
 * real configuration, so a rule that stops matching fails here.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const files: Record<string, string> = {
  // web: a feature uses shared code and its own files; the app composes features.
  'web/src/shared/format.ts': `export const format = (n: number) => String(n);\n`,
  'web/src/features/alpha/page.tsx': `import { format } from '../../shared/format';\nimport { helper } from './helper';\nimport { other } from '../beta/other';\nexport const page = () => format(helper + other);\n`,
  'web/src/features/alpha/helper.ts': `export const helper = 1;\n`,
  'web/src/features/alpha/uses-app.ts': `import { shell } from '../../app/shell';\nexport const usesApp = shell;\n`,
  'web/src/features/beta/other.ts': `export const other = 2;\n`,
  'web/src/app/shell.ts': `import { page } from '../features/alpha/page';\nexport const shell = page;\n`,
  'web/src/shared/knows-feature.ts': `import { other } from '../features/beta/other';\nexport const knows = other;\n`,
  // a run-time cycle, and a cycle closed only by a type import (erased by the compiler: allowed).
  'web/src/shared/ping.ts': `import { pong } from './pong';\nexport const ping = () => pong();\n`,
  'web/src/shared/pong.ts': `import { ping } from './ping';\nexport const pong = () => ping;\n`,
  'web/src/shared/tick.ts': `import type { Tock } from './tock';\nexport const tick = (t: Tock) => t;\n`,
  'web/src/shared/tock.ts': `import { tick } from './tick';\nexport type Tock = number;\nexport const tock = tick(1);\n`,
  // server: worklogs (time layer) may use audit (platform), not the other way round; entities are
  // the shared model any module may import.
  'server/src/modules/audit/audit.writer.ts': `export const recordAudit = () => undefined;\n`,
  'server/src/modules/audit/audit.service.ts': `import { canSee } from '../worklogs/worklog.policy';\nexport const list = canSee;\n`,
  'server/src/modules/worklogs/worklog.policy.ts': `import { recordAudit } from '../audit/audit.writer';\nexport const canSee = recordAudit;\n`,
  'server/src/modules/worklogs/worklog.entity.ts': `export class Worklog {}\n`,
  'server/src/modules/employees/employee.entity.ts': `import { Worklog } from '../worklogs/worklog.entity';\nexport class Employee { worklogs: Worklog[] = []; }\n`,
  // auth sits above audit: its files are no shared model (the permission check lives in @inv/domain).
  'server/src/modules/auth/permissions.ts': `export const hasAuthority = () => true;\n`,
  'server/src/modules/audit/audit.guard.ts': `import { hasAuthority } from '../auth/permissions';\nexport const guard = hasAuthority;\n`,
  'server/src/modules/employees/employee.service.ts': `import { Employee } from './employee.entity';\nimport { recordAudit } from '../audit/audit.writer';\nexport const create = () => (recordAudit(), new Employee());\n`,
  // domain: pure, imports nothing of the others.
  'domain/src/rules.ts': `export const rule = 1;\n`,
  'domain/src/reaches-web.ts': `import { format } from '../../web/src/shared/format';\nexport const bad = format;\n`,
};

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

let dir: string;
let violations: string[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inv-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  copyFileSync(join(root, '.dependency-cruiser.tsconfig.json'), join(dir, '.dependency-cruiser.tsconfig.json'));
  // Exit code 1 is the expected outcome (violations found); the JSON report says which.
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'domain/src', 'server/src', 'web/src'],
    { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  violations = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('import boundaries (npm run lint)', () => {
  it('refuses a feature importing another feature', () => {
    expect(violations).toContain('feature-not-other-feature: web/src/features/alpha/page.tsx → web/src/features/beta/other.ts');
  });

  it('refuses a feature importing the app shell', () => {
    expect(violations).toContain('feature-not-app: web/src/features/alpha/uses-app.ts → web/src/app/shell.ts');
  });

  it('refuses shared code importing a feature', () => {
    expect(violations).toContain('shared-not-feature-or-app: web/src/shared/knows-feature.ts → web/src/features/beta/other.ts');
  });

  it('refuses a server module importing one above it in the layers', () => {
    expect(violations).toContain('server-layer-audit: server/src/modules/audit/audit.service.ts → server/src/modules/worklogs/worklog.policy.ts');
  });

  it('refuses a lower module importing auth, its permission file included (the permission check lives in @inv/domain)', () => {
    expect(violations).toContain('server-layer-audit: server/src/modules/audit/audit.guard.ts → server/src/modules/auth/permissions.ts');
  });

  it('refuses the domain package importing the web', () => {
    expect(violations).toContain('domain-is-pure: domain/src/reaches-web.ts → web/src/shared/format.ts');
  });

  it('refuses a cycle of two files importing each other', () => {
    // One report per cycle, at the edge that closes it.
    expect(violations.filter((v) => v.startsWith('no-cycle:'))).toEqual([expect.stringMatching(/^no-cycle: web\/src\/shared\/p[io]ng\.ts → web\/src\/shared\/p[io]ng\.ts$/)]);
  });

  it('passes the right imports: feature → shared and own files, app → feature, a lower server module, any entity, a cycle closed by a type import', () => {
    expect(violations).toEqual([
      'domain-is-pure: domain/src/reaches-web.ts → web/src/shared/format.ts',
      'feature-not-app: web/src/features/alpha/uses-app.ts → web/src/app/shell.ts',
      'feature-not-other-feature: web/src/features/alpha/page.tsx → web/src/features/beta/other.ts',
      expect.stringMatching(/^no-cycle: web\/src\/shared\/p[io]ng\.ts → /),
      'server-layer-audit: server/src/modules/audit/audit.guard.ts → server/src/modules/auth/permissions.ts',
      'server-layer-audit: server/src/modules/audit/audit.service.ts → server/src/modules/worklogs/worklog.policy.ts',
      'shared-not-feature-or-app: web/src/shared/knows-feature.ts → web/src/features/beta/other.ts',
    ]);
  });
});
