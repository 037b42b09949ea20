// Type errors of a demo project's files, with TypeScript's own compiler on a virtual file system:
// the files of type-check.json (libs, the packages' declarations) and the project's sources. The
// page runs it in type-check-worker.ts; a unit test runs it in Node with the same files.
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

/** A checker for one set of type files; call it with the project's sources (project path → text) after each edit. */
export function createTypeChecker(typescript: typeof ts, types: Omit<TypeCheckFiles, "typescript">) {
  const { options, errors } = typescript.convertCompilerOptionsFromJson(types.compilerOptions, PROJECT);
  if (errors.length > 0) throw new Error(typescript.flattenDiagnosticMessageText(errors[0]!.messageText, "\n"));
  const fixed = new Map(Object.entries(types.files));
  const directories = new Set<string>();
  const addDirectoriesOf = (files: Iterable<string>) => {
    for (const file of files) for (let dir = file.slice(0, file.lastIndexOf("/")); dir; dir = dir.slice(0, dir.lastIndexOf("/"))) directories.add(dir);
  };
  addDirectoriesOf(fixed.keys());
  // Declaration files never change: parsed once, shared by every check.
  const parsed = new Map<string, ts.SourceFile>();
  let program: ts.Program | undefined;

  return function check(sources: Record<string, string>): TypeProblem[] {
    const project = new Map(Object.entries(sources).map(([file, text]) => [PROJECT + file, text]));
    addDirectoriesOf(project.keys());
    const read = (file: string) => project.get(file) ?? fixed.get(file);
    const host: ts.CompilerHost = {
      getSourceFile(file, languageVersion) {
        const text = read(file);
        if (text === undefined) return undefined;
        if (project.has(file)) return typescript.createSourceFile(file, text, languageVersion, true);
        let source = parsed.get(file);
        if (!source) parsed.set(file, (source = typescript.createSourceFile(file, text, languageVersion, true)));
        return source;
      },
      getDefaultLibFileName: (compilerOptions) => `/lib/${typescript.getDefaultLibFileName(compilerOptions)}`,
      getDefaultLibLocation: () => "/lib",
      writeFile: () => {},
      getCurrentDirectory: () => PROJECT,
      getCanonicalFileName: (file) => file,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => "\n",
      fileExists: (file) => read(file) !== undefined,
      readFile: read,
      directoryExists: (dir) => directories.has(dir.replace(/\/$/, "")),
      getDirectories: () => [],
    };
    const roots = [...project.keys(), "/stylesheets.d.ts"];
    program = typescript.createProgram({ rootNames: roots, options, host, oldProgram: program });
    const problems: TypeProblem[] = [];
    for (const file of project.keys()) {
      const source = program.getSourceFile(file)!;
      for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
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
  };
}
