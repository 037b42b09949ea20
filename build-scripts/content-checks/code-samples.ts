// Type-checks every ts/tsx fenced block of the content against the installed (pinned) packages
// with the TypeScript compiler API. Partial samples are wrapped in a harness named in the fence
// meta (see README.md in this folder); a block may opt out only with `nocheck="reason"`.

import path from "node:path";
import ts from "typescript";
import { CHECKED_LANGUAGES, type CodeBlock } from "../samples/collect.ts";
import {
  buildSample,
  COMPILER_OPTIONS,
  exportedNames,
  virtualHost,
  where,
  type SampleProblem,
  type VirtualSample,
} from "../samples/sample-files.ts";

export interface SampleReport {
  checked: CodeBlock[];
  optedOut: { block: CodeBlock; reason: string }[];
  problems: SampleProblem[];
}

/** Type-checks the blocks in one program and maps every diagnostic back to its .mdx line. */
export function checkCodeBlocks(root: string, blocks: CodeBlock[]): SampleReport {
  const report: SampleReport = { checked: [], optedOut: [], problems: [] };
  const virtualDir = path.join(root, ".content-checks");
  const scopeExports = exportedNames(root);
  const samples: VirtualSample[] = [];
  blocks.forEach((block, index) => {
    if (!CHECKED_LANGUAGES.has(block.lang)) return;
    if ("nocheck" in block.meta) {
      if (!block.meta.nocheck?.trim()) {
        report.problems.push({ location: where(block), message: 'nocheck needs a reason: nocheck="why this sample cannot compile"' });
      } else {
        report.optedOut.push({ block, reason: block.meta.nocheck });
      }
      return;
    }
    const sample = buildSample(block, index, scopeExports, virtualDir);
    if ("message" in sample) report.problems.push(sample);
    else samples.push(sample);
  });

  // Samples that augment a module (`declare module "@headless-tree/core"`) get a program of their
  // own: an augmentation would otherwise add its members to every other sample's types.
  const augmenting = (sample: VirtualSample) => /\bdeclare\s+module\b/.test(sample.block.code);
  const files = new Map(samples.map((s) => [s.fileName, s.text]));
  const host = virtualHost(files);
  const shared = ts.createProgram(samples.filter((s) => !augmenting(s)).map((s) => s.fileName), COMPILER_OPTIONS, host);
  const programOf = (sample: VirtualSample) =>
    augmenting(sample) ? ts.createProgram([sample.fileName], COMPILER_OPTIONS, host, shared) : shared;
  for (const sample of samples) {
    report.checked.push(sample.block);
    const program = programOf(sample);
    const source = program.getSourceFile(sample.fileName)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    for (const diagnostic of diagnostics) {
      const message = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
      if (diagnostic.start === undefined) {
        report.problems.push({ location: where(sample.block), message });
        continue;
      }
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start);
      const sampleLine = line - sample.offset;
      const inside = sampleLine >= 0 && sampleLine < sample.block.code.split("\n").length;
      report.problems.push({
        location: inside ? where(sample.block, sample.block.codeLine + sampleLine, character + 1) : where(sample.block),
        message: inside ? message : `${message} (in the "${sample.block.meta.harness}" harness around the sample)`,
      });
    }
  }
  return report;
}
