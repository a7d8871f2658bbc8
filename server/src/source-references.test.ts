import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test names and schema descriptions give the reason for a rule, not the ticket that brought
 * it: "issue 20" or "#12.4" tells a reader nothing once the tracker is out of sight. This scans every
 * source file of the workspaces and the tests for such references.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['server/src', 'server-rest-compat/src', 'web/src', 'domain/src', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'fixtures', 'screenshots', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** "issue 20", "Issue 12.7", "issues 15–17", "issue #3"; and a bare "#12.4" or "#13 " (an item of one). */
const HISTORY = [/\b[Ii]ssues? #?\d+/, /(^|[\s('"`])#\d{1,2}(\.\d+)?(?=[\s:,;.)'"`]|$)/];
/**
 * A quoted section title of the decision log is a citation, kept as written until the log's titles
 * change; an upstream tracker (owner/repo#123, a github.com/…/issues/123 link) is a source, not history.
 */
const ALLOWED = [/docs\/decisions\S*\s+"[^"]*"/g, /[\w.-]+\/[\w.-]+#\d+/g, /https?:\/\/\S+/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(join(dir, e.name));
    return SOURCE.test(e.name) ? [join(dir, e.name)] : [];
  });
}

function historyReferences(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const rest = ALLOWED.reduce((l, re) => l.replace(re, ''), line);
    return HISTORY.some((re) => re.test(rest)) ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

describe('comments say the reason, not the ticket', () => {
  it('recognises ticket references and leaves citations and upstream sources alone', () => {
    expect(historyReferences('// found by fuzzing (issue 20)')).toHaveLength(1);
    expect(historyReferences(" * Issue 12.7: values that do not fit")).toHaveLength(1);
    expect(historyReferences("describe('#12.4 passenger times are filtered', () => {")).toHaveLength(1);
    expect(historyReferences("test('#13 the office closes a month', async () => {")).toHaveLength(1);
    expect(historyReferences('// see docs/decisions.md "Issue 18 — accounting"')).toEqual([]);
    expect(historyReferences('// as kimai/kimai#1407 does; https://github.com/x/y/issues/12')).toEqual([]);
    expect(historyReferences("const color = '#1a2b3c'; const fmt = '#,##0.00'; // tick item 10")).toEqual([]);
  });

  it('no source file or test names a ticket instead of the reason', () => {
    // This file's own examples above are the only ones allowed.
    const self = fileURLToPath(import.meta.url);
    const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => file !== self);
    const found = files.flatMap((file) =>
      historyReferences(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
