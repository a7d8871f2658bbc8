import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test names and schema descriptions give the reason for a rule, not the ticket that brought
 * it: a ticket or item number tells a reader nothing once the tracker is out of sight. This scans every
 * source file of the workspaces and the tests for such references.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['server/src', 'server-rest-compat/src', 'web/src', 'domain/src', 'tests'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'fixtures', 'screenshots', 'test-results', 'playwright-report']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The word "issue" with a number (also "Issue", "issues", "issue #n"), and a bare "#" with an item number. */
const HISTORY = [/\b[Ii]ssues? #?\d+/, /(^|[\s('"`])#\d{1,2}(\.\d+)?(?=[\s:,;.)'"`]|$)/];
/**
 * An upstream tracker (owner/repo, a hash and a number; a github.com issues link) is a source, not history. A
 * decision is cited by its id (docs/decisions/<area>.md#STA-8), never by a section title that may name
 * the ticket it came from.
 */
const ALLOWED = [/[\w.-]+\/[\w.-]+#\d+/g, /https?:\/\/\S+/g];

function sourceFiles(dir: string, pattern = SOURCE): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return SKIPPED_DIRS.has(e.name) ? [] : sourceFiles(join(dir, e.name), pattern);
    return pattern.test(e.name) ? [join(dir, e.name)] : [];
  });
}

function historyReferences(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const rest = ALLOWED.reduce((l, re) => l.replace(re, ''), line);
    return HISTORY.some((re) => re.test(rest)) ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

describe('comments say the reason, not the ticket', () => {
  it('recognises ticket references, also inside a quoted section title, and leaves upstream sources alone', () => {
    // The examples are assembled so that this file does not itself hold what it forbids.
    const [issue, Issue, hash] = ['issue', 'Issue', '#'];
    expect(historyReferences(`// found by fuzzing (${issue} 20)`)).toHaveLength(1);
    expect(historyReferences(` * ${Issue} 12.7: values that do not fit`)).toHaveLength(1);
    expect(historyReferences(`describe('${hash}12.4 passenger times are filtered', () => {`)).toHaveLength(1);
    expect(historyReferences(`test('${hash}13 the office closes a month', async () => {`)).toHaveLength(1);
    expect(historyReferences(`// see docs/decisions.md "${Issue} 18 — accounting"`)).toHaveLength(1);
    expect(historyReferences('// as kimai/kimai#1407 does; https://github.com/x/y/issues/12')).toEqual([]);
    expect(historyReferences(`const color = '${hash}1a2b3c'; const fmt = '${hash},${hash}${hash}0.00'`)).toEqual([]);
  });

  it('no source file or test names a ticket instead of the reason', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(root, dir)));
    const found = files.flatMap((file) =>
      historyReferences(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * A decision is cited by its stable id. Every id cited must exist in the named area file, every bare id
 * (STA-8) must exist in some area file, a markdown link must reach docs/decisions/ from where it stands,
 * and the single log that preceded the area files is cited nowhere: such a citation would send the reader
 * to a file that is gone or to a decision that is not there.
 */
const DECISIONS_DIR = join(root, 'docs/decisions');
const anchorsOf = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(/<a id="([A-Z]+-\d+)"><\/a>/g)].map((m) => m[1]!));
const AREAS = new Map(
  readdirSync(DECISIONS_DIR)
    .filter((f) => f.endsWith('.md'))
    .map((f) => [f.slice(0, -'.md'.length), anchorsOf(join(DECISIONS_DIR, f))] as const),
);
const ALL_IDS = new Set([...AREAS.values()].flatMap((ids) => [...ids]));
const PREFIXES = [...new Set([...ALL_IDS].map((id) => id.slice(0, id.lastIndexOf('-'))))];

/** `<area>.md#ID` (a path, a relative link or the bare file name), `](#ID)` inside an area file, a bare `ID`. */
const CITED = /([\w-]+)\.md#([A-Z]+-\d+)\b/g;
const SAME_FILE = /\]\(#([A-Z]+-\d+)\)/g;
const BARE = new RegExp(`(?<![\\w#-])(?:${PREFIXES.join('|')})-\\d+\\b(?!-\\d)`, 'g');
const LINK = /\]\(([^)\s#]+\.md)#[A-Z]+-\d+\)/g;
const OLD_LOG = /docs\/decisions\.md/;

/** What is wrong with the decision citations of `text`; `file` (repository-relative) places links and same-file anchors. */
function citationProblems(text: string, file = 'server/src/x.ts'): string[] {
  const own = file.startsWith('docs/decisions/') ? AREAS.get(basename(file, '.md')) : undefined;
  return text.split('\n').flatMap((line, i) => {
    const at = `${i + 1}: `;
    const problems: string[] = [];
    if (OLD_LOG.test(line)) problems.push(`${at}cites docs/decisions.md, which is gone: ${line.trim()}`);
    for (const [, area, id] of line.matchAll(CITED)) {
      const ids = AREAS.get(area!);
      if (!ids) problems.push(`${at}no docs/decisions/${area}.md: ${line.trim()}`);
      else if (!ids.has(id!)) problems.push(`${at}no ${id} in docs/decisions/${area}.md: ${line.trim()}`);
    }
    for (const [, id] of line.matchAll(SAME_FILE)) {
      if (own && !own.has(id!)) problems.push(`${at}no ${id} in this file: ${line.trim()}`);
    }
    for (const [id] of line.matchAll(BARE)) {
      if (!ALL_IDS.has(id)) problems.push(`${at}no decision ${id}: ${line.trim()}`);
    }
    if (file.endsWith('.md')) {
      for (const [, target] of line.matchAll(LINK)) {
        const reached = relative(root, resolve(root, dirname(file), target!));
        if (!/^docs\/decisions\/[\w-]+\.md$/.test(reached)) problems.push(`${at}link leads to ${reached}: ${line.trim()}`);
      }
    }
    return problems;
  });
}

function citingFiles(): string[] {
  const markdown = /\.md$/;
  const modules = join(root, 'server/src/modules');
  return [
    ...SCANNED.flatMap((dir) => sourceFiles(join(root, dir), /\.(ts|tsx|mts|cts|js|mjs|cjs|graphql)$/)),
    join(root, 'README.md'),
    ...sourceFiles(join(root, 'docs'), markdown).filter((f) => !relative(root, f).startsWith('docs/history/')),
    ...readdirSync(modules)
      .map((m) => join(modules, m, 'README.md'))
      .filter((f) => existsSync(f)),
  ];
}

describe('decision citations resolve', () => {
  it('reports an unknown area, an unknown id, a link that misses, and the old single log', () => {
    expect(citationProblems('// rounded once (docs/decisions/statistics.md#STA-6)')).toEqual([]);
    expect(citationProblems('// see STA-6 and inventories.md#INV-2; UTF-8, ISO-8859-1, INV-2026-17 stay alone')).toEqual([]);
    expect(citationProblems('// (docs/decisions/statistics.md#STA-999)')).toHaveLength(1);
    expect(citationProblems('// (docs/decisions/statistic.md#STA-6)')).toHaveLength(1);
    expect(citationProblems('// as STA-999 says')).toHaveLength(1);
    expect(citationProblems('// see docs/decisions.md "Statistics"')).toHaveLength(1);
    expect(citationProblems('- [STA-6](../../docs/decisions/statistics.md#STA-6)', 'server/src/modules/statistics/README.md')).toHaveLength(1);
    expect(citationProblems('- [STA-6](../../../../docs/decisions/statistics.md#STA-6)', 'server/src/modules/statistics/README.md')).toEqual([]);
    expect(citationProblems('amended by [STA-99](#STA-99)', 'docs/decisions/statistics.md')).toHaveLength(2);
  });

  it('every decision cited in the sources, the READMEs and docs/ exists where the citation points', () => {
    const self = fileURLToPath(import.meta.url);
    const found = citingFiles()
      .filter((file) => file !== self)
      .flatMap((file) => citationProblems(readFileSync(file, 'utf8'), relative(root, file)).map((p) => `${relative(root, file)}:${p}`));
    expect(found).toEqual([]);
  });
});
