import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * What a script loads before it runs (issue 28): the files reached through static imports (not `import type`,
 * not `import()`), read from the sources. A name imported from `@fikra/shared` leads to the shared module that
 * declares it, so what the shared package drags in (zod) is seen too. Paths are relative to `root`.
 */
export interface ImportGraph {
  /** source files reached, relative to root */
  files: Set<string>;
  /** bare specifiers (packages, virtual modules) imported statically, with the file that imports each */
  packages: Map<string, string>;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec.replace(/\.js$/, ''));
  return EXTENSIONS.map((e) => base + e).find((f) => existsSync(f) && !f.endsWith('/'));
}

/** The shared package's value exports by name: the module (listed in its index) that declares each. */
function sharedDeclarations(sharedIndex: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [, spec] of readFileSync(sharedIndex, 'utf8').matchAll(/export \* from '([^']+)'/g)) {
    const file = resolveFile(sharedIndex, spec);
    if (!file) continue;
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/^export (?:const|function|class|enum|let) (\w+)/gm))
      byName.set(name, file);
  }
  return byName;
}

/** The value names of an import clause (`{ a, type B, c as d }`, a default, `* as ns`). */
function importedNames(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
  return braces
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '))
    .map((n) => n.split(/\s+as\s+/)[0]);
}

export function staticImportGraph(entry: string, root: string, sharedIndex: string): ImportGraph {
  const shared = sharedDeclarations(sharedIndex);
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    const key = relative(root, file);
    if (files.has(key)) return;
    files.add(key);
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const clause = m[1] ?? '';
      const spec = m[2] ?? m[3];
      if (spec.startsWith('.')) {
        const target = resolveFile(file, spec);
        if (target) visit(target);
      } else if (spec === '@fikra/shared') {
        for (const name of importedNames(clause)) {
          const target = shared.get(name);
          if (target) visit(target);
        }
      } else if (!spec.endsWith('.css')) {
        if (!packages.has(spec)) packages.set(spec, key);
      }
    }
  };
  visit(entry);
  return { files, packages };
}
