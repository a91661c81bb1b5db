import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Decision 028: zod and the contract's schemas load beside the first request, not before the
 * login screen or a shared card can draw. This follows the static imports that run in the
 * browser (type-only imports and dynamic `import()` are not followed) from the entry script and
 * the share route, the way the bundler does: through a barrel (a feature's index.ts, the
 * contract's index.ts) only to the modules that define the names taken from it.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const CONTRACT_INDEX = path.join(repo, 'contract/src/index.ts');
const ALL = '*';

interface Reached {
  files: Set<string>;
  packages: Set<string>;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Our own module a specifier names, or undefined for a package or a stylesheet. */
function resolveOwn(from: string, specifier: string): string | undefined {
  if (specifier === '@kindred/contract') return CONTRACT_INDEX;
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate));
}

function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('@kindred/') || /\.css(\?|$)/.test(specifier)) return undefined;
  return specifier;
}

/** The names an import or re-export takes at run time: none for a type-only one. */
function valueNames(clause: ts.ImportClause | undefined): string[] {
  if (!clause) return [];
  if (clause.isTypeOnly) return [];
  const names: string[] = [];
  if (clause.name) names.push('default');
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) names.push(ALL);
  if (bindings && ts.isNamedImports(bindings)) {
    for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
  }
  return names;
}

function declaresLocally(source: ts.SourceFile, name: string): boolean {
  return source.statements.some((statement) => {
    const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) return false;
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) return statement.name?.text === name;
    return false;
  });
}

/** Whether a module gives a value of this name, itself or through its re-exports. */
function exportsName(file: string, name: string, visiting = new Set<string>()): boolean {
  if (visiting.has(file)) return false;
  visiting.add(file);
  const source = parse(file);
  if (declaresLocally(source, name)) return true;
  return source.statements.some((statement) => {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) return false;
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause)) return clause.elements.some((element) => !element.isTypeOnly && element.name.text === name);
    if (clause) return clause.name.text === name;
    const target = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? resolveOwn(file, statement.moduleSpecifier.text) : undefined;
    return target !== undefined && exportsName(target, name, visiting);
  });
}

/**
 * Visits a module for the names taken from it: its own imports always run, but its re-exports
 * only matter for the names asked of them.
 */
function reach(start: readonly string[]): Reached {
  const reached: Reached = { files: new Set(), packages: new Set() };
  const asked = new Map<string, Set<string>>();
  const queue: { file: string; names: string[] }[] = start.map((file) => ({ file, names: [ALL] }));

  while (queue.length) {
    const { file, names } = queue.shift()!;
    const seen = asked.get(file) ?? new Set<string>();
    const fresh = names.filter((name) => !seen.has(name) && !seen.has(ALL));
    const firstVisit = !reached.files.has(file);
    if (!firstVisit && !fresh.length) continue;
    fresh.forEach((name) => seen.add(name));
    asked.set(file, seen);
    reached.files.add(file);
    const source = parse(file);
    const wanted = (name: string) => seen.has(ALL) || fresh.includes(name) || fresh.includes(ALL);

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        if (!firstVisit || statement.importClause?.isTypeOnly) continue;
        const specifier = statement.moduleSpecifier.text;
        const pkg = packageOf(specifier);
        if (pkg) reached.packages.add(pkg);
        const target = resolveOwn(file, specifier);
        if (target) queue.push({ file: target, names: valueNames(statement.importClause) });
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        if (statement.isTypeOnly) continue;
        const specifier = statement.moduleSpecifier.text;
        const target = resolveOwn(file, specifier);
        const clause = statement.exportClause;
        let forwarded: string[];
        if (!clause) {
          // `export * from`: forward only the asked names that module gives.
          forwarded = fresh.filter((name) => name === ALL || (!declaresLocally(source, name) && target !== undefined && exportsName(target, name)));
        } else if (ts.isNamedExports(clause)) {
          forwarded = clause.elements
            .filter((element) => !element.isTypeOnly && wanted(element.name.text))
            .map((element) => (element.propertyName ?? element.name).text);
        } else {
          forwarded = wanted(clause.name.text) ? [ALL] : [];
        }
        if (!forwarded.length) continue;
        const pkg = packageOf(specifier);
        if (pkg) reached.packages.add(pkg);
        if (target) queue.push({ file: target, names: forwarded });
      }
    }
  }
  return reached;
}

const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(repo, file)).sort();

describe('what the login screen and a shared card load before they draw', () => {
  const login = reach([path.join(repo, 'web/src/main.tsx')]);
  const share = reach([path.join(repo, 'web/src/main.tsx'), path.join(repo, 'web/src/app/routes/share-card-route.tsx')]);

  it('follows the real paths (the API client, the contract words, the shared card)', () => {
    expect(relative(login.files)).toEqual(expect.arrayContaining(['web/src/shared/api/http.ts', 'contract/src/texts.ts', 'web/src/features/auth/components/login-screen.tsx']));
    expect(relative(share.files)).toEqual(expect.arrayContaining(['web/src/features/share-card/components/share-page-screen.tsx', 'contract/src/card-texts.ts']));
    expect(login.packages).toContain('react-dom/client');
  });

  it('draws a shared card from the words the server looked up, without the option lists', () => {
    expect(relative(share.files)).not.toContain('contract/src/card-options.ts');
    expect(relative(share.files)).not.toContain('contract/src/card-content.ts');
  });

  it.each([
    ['login', login],
    ['share', share],
  ])('%s loads no zod and none of the contract schemas', (_screen, reached) => {
    expect([...reached.packages].filter((pkg) => pkg === 'zod' || pkg.startsWith('zod/'))).toEqual([]);
    expect(relative(reached.files).filter((file) => file.startsWith('contract/src/api/'))).toEqual([]);
    expect(relative(reached.files)).not.toContain('web/src/shared/api/contract-schemas.ts');
    expect(relative(reached.files)).not.toContain('web/src/shared/api/schemas/auth-library.ts');
  });
});
