#!/usr/bin/env node
// Regenerates schema.graphql and web/src/generated into a temp dir and fails when the committed files differ.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const committedDir = join(root, 'web/src/generated');
const tmp = mkdtempSync(join(tmpdir(), 'inv-gen-'));
const drift = [];
try {
  const schemaTmp = join(tmp, 'schema.graphql');
  execFileSync(process.execPath, [join(root, 'server/dist/emit-schema.js'), schemaTmp], { stdio: 'pipe' });
  if (readFileSync(schemaTmp, 'utf8') !== readFileSync(join(root, 'schema.graphql'), 'utf8')) drift.push('schema.graphql');

  // codegen.ts reads CODEGEN_SCHEMA / CODEGEN_OUT_DIR, so the check writes only into the temp dir.
  const outDir = join(tmp, 'generated');
  mkdirSync(outDir);
  execFileSync('npx', ['graphql-codegen', '--config', join(root, 'codegen.ts'), '--silent'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, CODEGEN_SCHEMA: schemaTmp, CODEGEN_OUT_DIR: outDir },
  });
  const names = new Set([...readdirSync(outDir), ...(existsSync(committedDir) ? readdirSync(committedDir) : [])]);
  for (const name of names) {
    const fresh = join(outDir, name);
    const committed = join(committedDir, name);
    if (!existsSync(fresh) || !existsSync(committed) || readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
      drift.push(`web/src/generated/${name}`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (drift.length) {
  console.error(`Generated files are out of date: ${drift.join(', ')}. Run \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log('generated files are current');
