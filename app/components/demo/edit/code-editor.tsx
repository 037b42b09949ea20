// The demo source as an editor: CodeMirror 6 with TypeScript and JSX, coloured like the site's
// highlighted code (GitHub's light and dark themes), the place of an error underlined. Tab is left
// to the browser, so keyboard users can always leave; Escape leaves too. While the type check is
// on, hovering a name or Mod-I at the cursor shows its quick info (and the latter reads it out).
// Its styles come with this chunk (CodeMirror mounts them), not in the site's stylesheet, which
// every page loads.
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { setDiagnostics } from "@codemirror/lint";
import { EditorState, Prec, StateEffect, StateField } from "@codemirror/state";
import { drawSelection, EditorView, hoverTooltip, keymap, lineNumbers, showTooltip, type Tooltip } from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { useEffect, useRef } from "react";

// Colours by CSS variable, so the page's colour mode switches them without a new editor state.
const highlightStyle = HighlightStyle.define([
  { tag: [tags.keyword, tags.modifier, tags.operatorKeyword, tags.controlKeyword], color: "var(--code-keyword)" },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], color: "var(--code-string)" },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: "var(--code-comment)" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName), tags.className, tags.typeName], color: "var(--code-function)" },
  { tag: [tags.number, tags.bool, tags.null, tags.atom, tags.self, tags.propertyName], color: "var(--code-constant)" },
  { tag: [tags.tagName, tags.angleBracket], color: "var(--code-tag)" },
  { tag: [tags.attributeName], color: "var(--code-function)" },
]);

const editorTheme = EditorView.theme({
  "&": {
    "--code-text": "#24292e",
    "--code-keyword": "#d73a49",
    "--code-string": "#032f62",
    "--code-comment": "#6a737d",
    "--code-function": "#6f42c1",
    "--code-constant": "#005cc5",
    "--code-tag": "#22863a",
    "--code-background": "#fff",
    "--code-gutter": "#6a737d",
    "--code-selection": "rgba(3, 102, 214, 0.18)",
    maxHeight: "32rem",
    fontSize: "0.875rem",
    color: "var(--code-text)",
    backgroundColor: "var(--code-background)",
    borderRadius: "0 0 var(--radius) var(--radius)",
  },
  'html[data-theme="dark"] &': {
    "--code-text": "#e1e4e8",
    "--code-keyword": "#f97583",
    "--code-string": "#9ecbff",
    "--code-comment": "#6a737d",
    "--code-function": "#b392f0",
    "--code-constant": "#79b8ff",
    "--code-tag": "#85e89d",
    "--code-background": "#24292e",
    "--code-gutter": "#959da5",
    "--code-selection": "rgba(121, 184, 255, 0.25)",
  },
  "&.cm-focused": { outline: "2px solid var(--color-focus)", outlineOffset: "-2px" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", lineHeight: "1.55" },
  ".cm-gutters": { color: "var(--code-gutter)", backgroundColor: "var(--code-background)", borderRight: "1px solid var(--color-border)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground": { backgroundColor: "var(--code-selection)" },
  ".cm-cursor": { borderLeftColor: "var(--code-text)" },
  ".cm-tooltip": { border: "1px solid var(--color-border)", backgroundColor: "var(--color-bg)", color: "var(--color-text)" },
  ".cm-quick-info": { maxWidth: "36rem", padding: "0.35rem 0.6rem", fontSize: "0.8rem" },
  ".cm-quick-info code": { fontFamily: "var(--font-mono)", whiteSpace: "pre-wrap", background: "none", padding: "0" },
  ".cm-quick-info p": { margin: "0.3rem 0 0", color: "var(--color-muted)" },
});

export interface CodeEditorProps {
  initial: string;
  /** What the editor is, for screen readers. */
  label: string;
  onChange: (code: string) => void;
  /** Escape pressed in the editor: move the focus out. */
  onEscape: () => void;
  /** What to underline in this file: errors (the code does not run) and warnings (type errors). */
  problems: EditorProblem[];
  /** While the type check is on: the quick info at a position of the editor's text. */
  quickInfo?: (position: number, text: string) => Promise<EditorQuickInfo | undefined>;
}

export interface EditorQuickInfo {
  from: number;
  to: number;
  signature: string;
  documentation: string;
}

/** The quick info of the name at the cursor, shown from the keyboard; any edit or move of the cursor puts it away. */
const showKeyboardInfo = StateEffect.define<Tooltip | null>();
const keyboardInfo = StateField.define<Tooltip | null>({
  create: () => null,
  update: (tooltip, transaction) => {
    for (const effect of transaction.effects) if (effect.is(showKeyboardInfo)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

function infoTooltip(info: EditorQuickInfo): Tooltip {
  return {
    pos: info.from,
    end: info.to,
    above: true,
    create: () => {
      const dom = document.createElement("div");
      dom.className = "cm-quick-info";
      const signature = document.createElement("code");
      signature.textContent = info.signature;
      dom.append(signature);
      if (info.documentation) {
        const text = document.createElement("p");
        text.textContent = info.documentation;
        dom.append(text);
      }
      return { dom };
    },
  };
}

export interface EditorProblem {
  /** 1-based. */
  line: number;
  column: number;
  /** How many characters; to the end of the line when not known. */
  length?: number;
  message: string;
  severity: "error" | "warning";
}

export function CodeEditor({ initial, label, onChange, onEscape, problems, quickInfo }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const callbacks = useRef({ onChange, onEscape, quickInfo });
  callbacks.current = { onChange, onEscape, quickInfo };

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          javascript({ jsx: true, typescript: true }),
          syntaxHighlighting(highlightStyle),
          editorTheme,
          Prec.high(
            keymap.of([
              { key: "Escape", run: () => (callbacks.current.onEscape(), true) },
              // An editor's "show hover" for the keyboard: shown at the cursor and read out.
              {
                key: "Mod-i",
                run: (editor) => {
                  const ask = callbacks.current.quickInfo;
                  if (!ask) return false;
                  const { head } = editor.state.selection.main;
                  const doc = editor.state.doc;
                  void ask(head, doc.toString()).then((info) => {
                    // Not for a text or cursor that has moved on, nor an editor that has closed.
                    if (!editor.dom.isConnected || editor.state.doc !== doc || editor.state.selection.main.head !== head) return;
                    const spoken = info ? [info.signature, info.documentation].filter(Boolean).join(". ") : "No type information here.";
                    editor.dispatch({ effects: [showKeyboardInfo.of(info ? infoTooltip(info) : null), EditorView.announce.of(spoken)] });
                  });
                  return true;
                },
              },
            ]),
          ),
          keyboardInfo,
          hoverTooltip(async (editor, position) => {
            const ask = callbacks.current.quickInfo;
            const info = ask && (await ask(position, editor.state.doc.toString()));
            return info ? infoTooltip(info) : null;
          }),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          // tabindex: focusable anyway (contenteditable), but said, so that checkers (axe) see the
          // scroll box has keyboard-reachable content.
          EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    // Mounted by Edit or Reset, whose reader goes on typing here.
    editor.focus();
    return () => editor.destroy();
    // The editor owns its text from here on; a Reset mounts a new one.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const doc = editor.state.doc;
    const diagnostics = problems
      .filter((problem) => problem.line <= doc.lines)
      .map((problem) => {
        const line = doc.line(problem.line);
        const from = Math.min(line.from + problem.column - 1, line.to);
        const to = problem.length ? Math.min(from + problem.length, doc.length) : line.to;
        return { from, to: Math.max(from, to), severity: problem.severity, message: problem.message };
      });
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems]);

  return <div ref={host} />;
}
