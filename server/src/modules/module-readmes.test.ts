import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each module's README states what the module depends on, who depends on it and which GraphQL
 * operations it answers. Those lists are facts of the code; this keeps them true, so a reader can
 * trust the README instead of grepping (the layer rules themselves are the boundary lint's).
 */
const modulesDir = fileURLToPath(new URL('.', import.meta.url));
const root = fileURLToPath(new URL('../../../', import.meta.url));
const MODULES = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The modules a module's code imports (type-only imports included: the README names what one must read). */
function importedModules(module: string): string[] {
  const found = new Set<string>();
  for (const file of sources(join(modulesDir, module))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '(?:\.\.\/)+modules\/([a-z-]+)\/|from '\.\.\/([a-z-]+)\//g)) {
      const name = m[1] ?? m[2];
      if (name !== module && MODULES.includes(name)) found.add(name);
    }
  }
  return [...found].sort();
}

/** The backticked names of a README line `- <label>: `a`, `b`` ("none" / "no other module" → []). */
function listed(readme: string, label: string): string[] | null {
  const line = readme.split('\n').find((l) => l.startsWith(`- ${label}:`));
  if (!line) return null;
  return [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
}

function rootFields(type: 'Query' | 'Mutation'): string[] {
  const schema = readFileSync(join(root, 'schema.graphql'), 'utf8');
  const body = schema.match(new RegExp(`type ${type} \\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
  // Field lines sit at two spaces; descriptions ("""…""") are skipped by requiring `name(` or `name:`.
  return [...body.matchAll(/^ {2}([a-zA-Z]+)[(:]/gm)].map((m) => m[1]).sort();
}

describe('module READMEs state the code as it is', () => {
  const readmes = new Map(MODULES.map((m) => [m, existsSync(join(modulesDir, m, 'README.md')) ? readFileSync(join(modulesDir, m, 'README.md'), 'utf8') : '']));

  it('every server module has a README', () => {
    expect(MODULES.filter((m) => !readmes.get(m))).toEqual([]);
  });

  it('"Modules:" names exactly the modules its code imports, "Imported by:" exactly those importing it', () => {
    const imports = new Map(MODULES.map((m) => [m, importedModules(m)]));
    const wrong = MODULES.flatMap((m) => {
      const readme = readmes.get(m)!;
      const importedBy = MODULES.filter((other) => imports.get(other)!.includes(m));
      const problems: string[] = [];
      const deps = listed(readme, 'Modules');
      if (JSON.stringify(deps) !== JSON.stringify(imports.get(m))) problems.push(`${m}: Modules ${JSON.stringify(deps)}, code ${JSON.stringify(imports.get(m))}`);
      const by = listed(readme, 'Imported by');
      if (JSON.stringify(by) !== JSON.stringify(importedBy)) problems.push(`${m}: Imported by ${JSON.stringify(by)}, code ${JSON.stringify(importedBy)}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('every GraphQL query and mutation is listed by exactly one module, and every listed one exists', () => {
    for (const [type, label] of [['Query', 'GraphQL queries'], ['Mutation', 'GraphQL mutations']] as const) {
      const fields = rootFields(type);
      const claims = MODULES.flatMap((m) => (listed(readmes.get(m)!, label) ?? []).map((op) => [op, m] as const));
      const claimed = claims.map(([op]) => op).sort();
      expect({ type, unknown: claimed.filter((op) => !fields.includes(op)) }).toEqual({ type, unknown: [] });
      expect({ type, unlisted: fields.filter((f) => !claimed.includes(f)) }).toEqual({ type, unlisted: [] });
      expect({ type, twice: claimed.filter((op, i) => claimed[i - 1] === op) }).toEqual({ type, twice: [] });
    }
  });
});
