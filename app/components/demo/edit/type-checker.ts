// Type errors and quick info of a demo project's files, with TypeScript's own language service on
// a virtual file system: the files of type-check.json (libs, the packages' declarations) and the
// project's sources. The page runs it in type-check-worker.ts; a unit test runs it in Node with the
// same files.
import type ts from "typescript";
import type { TypeCheckFiles } from "#contract/demos/demo-project-urls.ts";

export interface TypeProblem {
  /** Project path, e.g. "src/basic-tree.tsx". */
  file: string;
  /** 1-based. */
  line: number;
  column: number;
  /** Where it ends in the file, as an offset from where it starts. */
  length: number;
  message: string;
}

const PROJECT = "/project/";

/** What an editor's hover shows for the name at a position: the range it covers and its quick info. */
export interface QuickInfo {
  /** Offsets into the file. */
  from: number;
  to: number;
  signature: string;
  documentation: string;
}

/**
 * A language service over one set of type files and the project's sources (project path → text),
 * which the calls pass in after each edit: `check` gives the type errors, `quickInfo` what hovering
 * a name shows. Declaration files are parsed once and shared by every call.
 */
export function createTypeChecker(typescript: typeof ts, types: Omit<TypeCheckFiles, "typescript">) {
  const { options, errors } = typescript.convertCompilerOptionsFromJson(types.compilerOptions, PROJECT);
  if (errors.length > 0) throw new Error(typescript.flattenDiagnosticMessageText(errors[0]!.messageText, "\n"));
  const fixed = new Map(Object.entries(types.files));
  const directories = new Set<string>();
  const addDirectoriesOf = (files: Iterable<string>) => {
    for (const file of files) for (let dir = file.slice(0, file.lastIndexOf("/")); dir; dir = dir.slice(0, dir.lastIndexOf("/"))) directories.add(dir);
  };
  addDirectoriesOf(fixed.keys());
  const project = new Map<string, { text: string; version: number }>();
  const read = (file: string) => project.get(file)?.text ?? fixed.get(file);
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...project.keys(), "/stylesheets.d.ts"],
    getScriptVersion: (file) => String(project.get(file)?.version ?? 0),
    getScriptSnapshot: (file) => {
      const text = read(file);
      return text === undefined ? undefined : typescript.ScriptSnapshot.fromString(text);
    },
    getDefaultLibFileName: (compilerOptions) => `/lib/${typescript.getDefaultLibFileName(compilerOptions)}`,
    getCurrentDirectory: () => PROJECT,
    useCaseSensitiveFileNames: () => true,
    fileExists: (file) => read(file) !== undefined,
    readFile: read,
    directoryExists: (dir) => directories.has(dir.replace(/\/$/, "")),
    getDirectories: () => [],
  };
  const service = typescript.createLanguageService(host, typescript.createDocumentRegistry());

  function update(sources: Record<string, string>) {
    for (const file of [...project.keys()]) if (!(file.slice(PROJECT.length) in sources)) project.delete(file);
    for (const [file, text] of Object.entries(sources)) {
      const known = project.get(PROJECT + file);
      if (known?.text !== text) project.set(PROJECT + file, { text, version: (known?.version ?? 0) + 1 });
    }
    addDirectoriesOf(project.keys());
  }

  function check(sources: Record<string, string>): TypeProblem[] {
    update(sources);
    const problems: TypeProblem[] = [];
    for (const file of project.keys()) {
      const source = service.getProgram()!.getSourceFile(file)!;
      for (const diagnostic of [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)]) {
        const start = diagnostic.start ?? 0;
        const { line, character } = source.getLineAndCharacterOfPosition(start);
        problems.push({
          file: file.slice(PROJECT.length),
          line: line + 1,
          column: character + 1,
          length: diagnostic.length ?? 0,
          message: typescript.flattenDiagnosticMessageText(diagnostic.messageText, " "),
        });
      }
    }
    return problems;
  }

  function quickInfo(sources: Record<string, string>, file: string, position: number): QuickInfo | undefined {
    update(sources);
    const info = service.getQuickInfoAtPosition(PROJECT + file, position);
    if (!info) return undefined;
    return {
      from: info.textSpan.start,
      to: info.textSpan.start + info.textSpan.length,
      signature: typescript.displayPartsToString(info.displayParts),
      documentation: typescript.displayPartsToString(info.documentation),
    };
  }

  return { check, quickInfo };
}
