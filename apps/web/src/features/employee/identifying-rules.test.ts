import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { identifyingHints } from '@voyce/contracts/identifying';
import { describe, expect, it } from 'vitest';
// The editor first: importing it must load no language's rules.
import './components/insight-editor';
import { identifyingLanguages, loadedIdentifyingRules, loadIdentifyingRules } from './identifying-rules';

const repo = resolve(import.meta.dirname, '../../../../..');
const editor = resolve(import.meta.dirname, 'components/insight-editor.tsx');

/** The file a specifier names: the app's own and the contracts' files (libraries are not followed). */
function resolved(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('.')
    ? resolve(dirname(from), specifier)
    : specifier.startsWith('@voyce/contracts/')
      ? resolve(repo, 'packages/contracts/src', specifier.slice('@voyce/contracts/'.length))
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile(),
  );
}

/** Every file the editor's module imports statically, and what those import (type-only imports are erased). */
function staticGraph(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?!type\s)(?:[^;'"]*?\sfrom\s)?'([^']+)'/gm)) {
      const next = resolved(file, specifier!);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

const languageRules = /packages\/contracts\/src\/identifying\/(?!shared\.ts$)[a-z]+\.ts$/;

describe("the editor's identifying rules", () => {
  it("imports English's rules and no other language's statically (each is downloaded for its page)", () => {
    const graph = [...staticGraph(editor)].map((file) => file.slice(repo.length + 1));
    expect(graph).toContain('packages/contracts/src/identifying.ts');
    expect(graph).toContain('apps/web/src/features/employee/identifying-rules.ts');
    expect(graph.filter((file) => languageRules.test(file))).toEqual([]);
  });

  it('holds English only until a language is loaded, then checks in it too, loading each once', async () => {
    const spanish = 'Llevo 12 años en la empresa y nunca vi la moral tan baja.';
    expect(identifyingLanguages()).toEqual(['en']);
    expect(identifyingHints(spanish, loadedIdentifyingRules())).toEqual([]);
    await Promise.all([loadIdentifyingRules('es'), loadIdentifyingRules('en')]);
    expect(identifyingLanguages()).toEqual(['en', 'es']);
    expect(identifyingHints(spanish, loadedIdentifyingRules())).toEqual(['tenure']);
    await loadIdentifyingRules('es');
    expect(loadedIdentifyingRules()).toHaveLength(1);
  });
});
