#!/usr/bin/env node
// Regenerates schema.graphql and web/src/generated into a temp dir and fails when the committed files differ.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'inv-gen-'));
let drift = [];
try {
  const schemaTmp = join(tmp, 'schema.graphql');
  execFileSync(process.execPath, [join(root, 'server/dist/emit-schema.js'), schemaTmp], { stdio: 'pipe' });
  if (readFileSync(schemaTmp, 'utf8') !== readFileSync(join(root, 'schema.graphql'), 'utf8')) drift.push('schema.graphql');

  const genTarget = join(root, 'web/src/generated/graphql.ts');
  const committed = existsSync(genTarget) ? readFileSync(genTarget, 'utf8') : '';
  // codegen.ts reads CODEGEN_SCHEMA / CODEGEN_OUT, so the check writes only into the temp dir.
  const out = join(tmp, 'graphql.ts');
  execFileSync('npx', ['graphql-codegen', '--config', join(root, 'codegen.ts'), '--silent'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, CODEGEN_SCHEMA: schemaTmp, CODEGEN_OUT: out },
  });
  if (readFileSync(out, 'utf8') !== committed) drift.push('web/src/generated/graphql.ts');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (drift.length) {
  console.error(`Generated files are out of date: ${drift.join(', ')}. Run \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log('generated files are current');
