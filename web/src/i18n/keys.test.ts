import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every text key the web source names exists in web/src/i18n/de/ (the compiler no longer checks keys,
 * see i18next.d.ts). A key is any string literal that starts with a namespace and a dot
 * ('orders.screen.title'); it must name a text, or a plural family (key_one / key_other). A template
 * key (`orders.kinds.${kind}`) must start with a group of texts.
 */
const src = join(import.meta.dirname, '..');
const textsDir = join(import.meta.dirname, 'de');

const texts: Record<string, unknown> = Object.fromEntries(
  readdirSync(textsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(textsDir, f), 'utf8'))]),
);
const namespaces = Object.keys(texts);

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const ns = namespaces.join('|');
const literalKey = new RegExp(`(?<!storageKey=)(['"])((?:${ns})(?:\\.[A-Za-z0-9_]+)+)\\1`, 'g');
const templateKey = new RegExp(`\`((?:${ns})(?:\\.[A-Za-z0-9_]+)*)\\.\\$\\{`, 'g');

const used: { file: string; key: string; template: boolean }[] = [];
for (const file of sourceFiles(src)) {
  const code = readFileSync(file, 'utf8');
  const name = relative(src, file);
  for (const m of code.matchAll(literalKey)) used.push({ file: name, key: m[2]!, template: false });
  for (const m of code.matchAll(templateKey)) used.push({ file: name, key: m[1]!, template: true });
}

describe('German text keys used by the web app', () => {
  it('finds the keys (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(500);
    expect(used.some((u) => u.template)).toBe(true);
  });

  it('every literal key names a text or a plural family', () => {
    const missing = used
      .filter((u) => !u.template)
      .filter(({ key }) => typeof lookup(key) !== 'string' && typeof lookup(`${key}_other`) !== 'string')
      .map((u) => `${u.file}: ${u.key}`);
    expect(missing).toEqual([]);
  });

  it('every template key starts with a group of texts', () => {
    const missing = used
      .filter((u) => u.template)
      .filter(({ key }) => {
        const node = lookup(key);
        return !node || typeof node !== 'object';
      })
      .map((u) => `${u.file}: ${u.key}.\${…}`);
    expect(missing).toEqual([]);
  });
});
