import { readFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";

export interface DemoSource {
  id: string;
  title: string;
  description: string;
  /** The code readers see beside the running demo (bookkeeping comments removed). */
  code: string;
}

/** The object literal of a demo's `export const meta = { … }`, in its syntax tree. */
export function findDemoMeta(source: string, file: string): ts.ObjectLiteralExpression | undefined {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== "meta" || !declaration.initializer) continue;
      let init: ts.Expression = declaration.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) return init;
    }
  }
  return undefined;
}

/** `title` and `description` of a demo's `export const meta = { … }`, read from its syntax tree. */
export function readDemoMeta(source: string, file: string): { title?: string; description?: string } {
  const result: { title?: string; description?: string } = {};
  for (const property of findDemoMeta(source, file)?.properties ?? []) {
    if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
    const key = property.name.text;
    if ((key === "title" || key === "description") && ts.isStringLiteralLike(property.initializer)) result[key] = property.initializer.text;
  }
  return result;
}

/** Reads app/demos/<id>.tsx; undefined when there is no such demo. */
export async function readDemoSource(root: string, id: string): Promise<DemoSource | undefined> {
  if (!/^[a-z0-9-]+$/.test(id)) return undefined;
  const file = path.join(root, "app", "demos", `${id}.tsx`);
  const source = await readFile(file, "utf8").catch(() => undefined);
  if (source === undefined) return undefined;
  const meta = readDemoMeta(source, file);
  return { id, title: meta.title ?? id, description: meta.description ?? "", code: source.trim() };
}
