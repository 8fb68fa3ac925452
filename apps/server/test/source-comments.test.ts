import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Source comments say why the code is so, not which tracker entry asked for it: a tracker number tells
 * a reader nothing the code does not, and history belongs in git. Test titles and strings may
 * still name an issue; only comments are read here.
 */
const ROOT = join(import.meta.dirname, '../../..');
const HISTORY = /\bissues? #?\d+\b/i;

function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages', 'e2e', 'scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((f) => /\.(ts|tsx|mts|mjs|sql)$/.test(f) && !f.includes('node_modules/'));
}

/** Every comment of a TypeScript or JavaScript file, found by the parser (not in strings or templates). */
function scriptComments(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.pos));
    take(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

/** SQL comments: `-- …` to the end of a line and `/* … *\/` blocks (no string here holds either). */
function sqlComments(text: string): string[] {
  return text.match(/--[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
}

function historyComments(path: string, text: string): string[] {
  const comments = path.endsWith('.sql') ? sqlComments(text) : scriptComments(path, text);
  return comments.filter((c) => HISTORY.test(c)).map((c) => c.match(new RegExp(`.{0,40}${HISTORY.source}.{0,40}`, 'i'))![0]);
}

describe('source comments', () => {
  it('finds a comment naming an issue, and not a string or test title that does', () => {
    const text = "// the lock holds (issue 20)\nit('stays (issue 34)', () => { const s = `issue 9`; /* fine */ });\n";
    expect(historyComments('x.ts', text)).toEqual(['// the lock holds (issue 20)']);
    expect(historyComments('x.sql', "-- one row a day (issue 20)\nSELECT 'issue 3';")).toHaveLength(1);
    expect(historyComments('x.tsx', 'const a = <div>{/* Issue 34: the skip link */}</div>;')).toHaveLength(1);
  });

  it('say why, not which issue asked (history belongs in git)', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      for (const hit of historyComments(file, readFileSync(join(ROOT, file), 'utf8'))) found.push(`${file}: ${hit}`);
    }
    expect(found).toEqual([]);
  }, 120_000);
});
