/** A problem in a source file, reported as `file:line:column: message` and failing the build. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line = 1,
    readonly column = 1,
  ) {
    super(message);
    this.name = "BuildError";
  }

  get location(): string {
    return `${this.file}:${this.line}:${this.column}`;
  }

  override toString(): string {
    return `${this.location}: ${this.message}`;
  }
}

/** Several problems found in one pass, so an author sees all of them at once. */
export class BuildErrors extends Error {
  constructor(readonly errors: BuildError[]) {
    super(errors.map((error) => error.toString()).join("\n"));
    this.name = "BuildErrors";
  }
}

export interface BuildWarning {
  location: string;
  message: string;
}
