import { Fragment, type ReactNode } from "react";
import type { ApiParameter, ApiType, ApiTypeParameter } from "~/lib/api-model";
import { needsParens, printPropertyName, printType, type ApiTypeContext } from "~/lib/api-type-print";
import styles from "./api-type.module.css";

/** Inline types longer than this are broken over lines when `block` rendering is allowed. */
const BLOCK_THRESHOLD = 80;

interface ApiTypeNodeProps {
  type: ApiType;
  /** Where the type sits in its parent; adds parentheses where TypeScript needs them. */
  context?: ApiTypeContext;
  /** Top-level declarations may break object literals and long unions over several lines. */
  block?: boolean;
}

/**
 * Renders an ApiType tree as TypeScript. Mirrors `printType` in ~/lib/api-type-print (same
 * parenthesisation), but references we document are links.
 */
export function ApiTypeNode({ type, context = "none", block = false }: ApiTypeNodeProps) {
  const inner = <ApiTypeInner type={type} block={block} />;
  return needsParens(type, context) ? (
    <>
      <Punct>(</Punct>
      {inner}
      <Punct>)</Punct>
    </>
  ) : (
    inner
  );
}

function ApiTypeInner({ type, block }: { type: ApiType; block: boolean }): ReactNode {
  switch (type.kind) {
    case "intrinsic":
      return <span className={styles.keyword}>{type.name}</span>;
    case "literal":
      return <span className={styles.literal}>{type.text}</span>;
    case "reference":
      return (
        <>
          <ApiTypeReferenceName type={type} />
          <ApiTypeArguments args={type.typeArguments} />
        </>
      );
    case "union":
      if (block && printType(type).length > BLOCK_THRESHOLD) {
        return (
          <span className={styles.block}>
            {type.types.map((t, i) => (
              <span key={i} className={styles.line}>
                <Punct>| </Punct>
                <ApiTypeNode type={t} context="unionElement" block />
              </span>
            ))}
          </span>
        );
      }
      return <Joined types={type.types} separator=" | " context="unionElement" />;
    case "intersection":
      return <Joined types={type.types} separator=" & " context="intersectionElement" block={block} />;
    case "array":
      return (
        <>
          <ApiTypeNode type={type.elementType} context="arrayElement" />
          <Punct>[]</Punct>
        </>
      );
    case "tuple":
      return (
        <>
          <Punct>[</Punct>
          <Joined types={type.elements} separator=", " context="none" />
          <Punct>]</Punct>
        </>
      );
    case "namedTupleMember":
      return (
        <>
          {type.name}
          <Punct>{type.optional ? "?: " : ": "}</Punct>
          <ApiTypeNode type={type.element} />
        </>
      );
    case "optional":
      return (
        <>
          <ApiTypeNode type={type.elementType} context="optionalElement" />
          <Punct>?</Punct>
        </>
      );
    case "rest":
      return (
        <>
          <Punct>...</Punct>
          <ApiTypeNode type={type.elementType} />
        </>
      );
    case "function":
      return <ApiCallSignature fn={type} arrow="=>" />;
    case "object":
      return <ApiObjectType type={type} block={block} />;
    case "indexedAccess":
      return (
        <>
          <ApiTypeNode type={type.objectType} context="indexedObject" />
          <Punct>[</Punct>
          <ApiTypeNode type={type.indexType} />
          <Punct>]</Punct>
        </>
      );
    case "typeOperator":
      return (
        <>
          <span className={styles.keyword}>{type.operator}</span>{" "}
          <ApiTypeNode type={type.target} context="typeOperatorTarget" />
        </>
      );
    case "query":
      return (
        <>
          <span className={styles.keyword}>typeof</span> <ApiTypeNode type={type.target} />
        </>
      );
    case "conditional":
      return (
        <>
          <ApiTypeNode type={type.checkType} context="conditionalCheck" /> <span className={styles.keyword}>extends</span>{" "}
          <ApiTypeNode type={type.extendsType} context="conditionalExtends" /> <Punct>?</Punct>{" "}
          <ApiTypeNode type={type.trueType} /> <Punct>:</Punct> <ApiTypeNode type={type.falseType} />
        </>
      );
    case "mapped":
      return (
        <>
          <Punct>{"{ "}</Punct>
          {type.readonlyModifier ? (
            <span className={styles.keyword}>{type.readonlyModifier === "-" ? "-readonly " : "readonly "}</span>
          ) : null}
          <Punct>[</Punct>
          <span className={styles.typeParameter}>{type.parameter}</span> <span className={styles.keyword}>in</span>{" "}
          <ApiTypeNode type={type.parameterType} />
          {type.nameType ? (
            <>
              {" "}
              <span className={styles.keyword}>as</span> <ApiTypeNode type={type.nameType} />
            </>
          ) : null}
          <Punct>]</Punct>
          {type.optionalModifier ? <Punct>{type.optionalModifier === "-" ? "-?" : "?"}</Punct> : null}
          <Punct>: </Punct>
          <ApiTypeNode type={type.templateType} />
          <Punct>{" }"}</Punct>
        </>
      );
    case "predicate":
      return (
        <>
          {type.asserts ? <span className={styles.keyword}>asserts </span> : null}
          {type.name}
          {type.targetType ? (
            <>
              {" "}
              <span className={styles.keyword}>is</span> <ApiTypeNode type={type.targetType} />
            </>
          ) : null}
        </>
      );
    case "templateLiteral":
      return (
        <span className={styles.literal}>
          {"`"}
          {type.head}
          {type.tail.map((part, i) => (
            <Fragment key={i}>
              {"${"}
              <ApiTypeNode type={part.type} />
              {"}"}
              {part.text}
            </Fragment>
          ))}
          {"`"}
        </span>
      );
    case "inferred":
      return (
        <>
          <span className={styles.keyword}>infer</span> <span className={styles.typeParameter}>{type.name}</span>
          {type.constraint ? (
            <>
              {" "}
              <span className={styles.keyword}>extends</span> <ApiTypeNode type={type.constraint} />
            </>
          ) : null}
        </>
      );
    case "unknown":
      return <>{type.text}</>;
  }
}

function ApiTypeReferenceName({ type }: { type: Extract<ApiType, { kind: "reference" }> }) {
  if (type.href) {
    return (
      <a href={type.href} className={styles.link}>
        {type.name}
      </a>
    );
  }
  if (type.typeParameter) return <span className={styles.typeParameter}>{type.name}</span>;
  return (
    <span className={styles.name} title={type.external ? `from ${type.external}` : undefined}>
      {type.name}
    </span>
  );
}

export function ApiTypeArguments({ args }: { args: ApiType[] | undefined }) {
  if (!args || args.length === 0) return null;
  return (
    <>
      <Punct>{"<"}</Punct>
      <Joined types={args} separator=", " context="none" />
      <Punct>{">"}</Punct>
    </>
  );
}

/** `<T extends X = Y, U>` */
export function ApiTypeParameterList({ params }: { params: ApiTypeParameter[] | undefined }) {
  if (!params || params.length === 0) return null;
  return (
    <>
      <Punct>{"<"}</Punct>
      {params.map((p, i) => (
        <Fragment key={p.name}>
          {i > 0 ? <Punct>, </Punct> : null}
          <span className={styles.typeParameter}>{p.name}</span>
          {p.constraint ? (
            <>
              {" "}
              <span className={styles.keyword}>extends</span> <ApiTypeNode type={p.constraint} />
            </>
          ) : null}
          {p.default ? (
            <>
              <Punct> = </Punct>
              <ApiTypeNode type={p.default} />
            </>
          ) : null}
        </Fragment>
      ))}
      <Punct>{">"}</Punct>
    </>
  );
}

/** `(a: A, b?: B)` */
export function ApiParameterList({ params }: { params: ApiParameter[] }) {
  return (
    <>
      <Punct>(</Punct>
      {params.map((p, i) => (
        <Fragment key={`${p.name}-${i}`}>
          {i > 0 ? <Punct>, </Punct> : null}
          {p.rest ? <Punct>...</Punct> : null}
          <span className={styles.parameter}>{p.name}</span>
          <Punct>{p.optional ? "?: " : ": "}</Punct>
          <ApiTypeNode type={p.type} />
        </Fragment>
      ))}
      <Punct>)</Punct>
    </>
  );
}

/** `<T>(a: A) => R` (a function type) or `<T>(a: A): R` (a call signature / method). */
export function ApiCallSignature({
  fn,
  arrow,
}: {
  fn: { typeParameters?: ApiTypeParameter[] | undefined; parameters: ApiParameter[]; returns: ApiType };
  arrow: "=>" | ":";
}) {
  return (
    <>
      <ApiTypeParameterList params={fn.typeParameters} />
      <ApiParameterList params={fn.parameters} />
      <Punct>{arrow === "=>" ? " => " : ": "}</Punct>
      <ApiTypeNode type={fn.returns} />
    </>
  );
}

function ApiObjectType({ type, block }: { type: Extract<ApiType, { kind: "object" }>; block: boolean }) {
  const only = type.members.length === 0 && !type.indexSignatures?.length && type.signatures?.length === 1;
  if (only && type.signatures?.[0]) return <ApiCallSignature fn={type.signatures[0]} arrow="=>" />;
  const entries: ReactNode[] = [];
  for (const [i, sig] of (type.signatures ?? []).entries()) {
    entries.push(<ApiCallSignature key={`sig-${i}`} fn={sig} arrow=":" />);
  }
  for (const [i, index] of (type.indexSignatures ?? []).entries()) {
    entries.push(
      <Fragment key={`index-${i}`}>
        <Punct>[</Punct>
        <span className={styles.parameter}>{index.parameter}</span>
        <Punct>: </Punct>
        <ApiTypeNode type={index.parameterType} />
        <Punct>]: </Punct>
        <ApiTypeNode type={index.type} />
      </Fragment>,
    );
  }
  for (const member of type.members) {
    entries.push(
      <Fragment key={member.name}>
        {member.readonly ? <span className={styles.keyword}>readonly </span> : null}
        <span className={styles.property}>{printPropertyName(member.name)}</span>
        <Punct>{member.optional ? "?: " : ": "}</Punct>
        <ApiTypeNode type={member.type} block={block} />
      </Fragment>,
    );
  }
  if (entries.length === 0) return <Punct>{"{}"}</Punct>;
  if (block && printType(type).length > BLOCK_THRESHOLD) {
    return (
      <>
        <Punct>{"{"}</Punct>
        <span className={styles.block}>
          {entries.map((entry, i) => (
            <span key={i} className={styles.line}>
              {entry}
              <Punct>;</Punct>
            </span>
          ))}
        </span>
        <Punct>{"}"}</Punct>
      </>
    );
  }
  return (
    <>
      <Punct>{"{ "}</Punct>
      {entries.map((entry, i) => (
        <Fragment key={i}>
          {i > 0 ? <Punct>; </Punct> : null}
          {entry}
        </Fragment>
      ))}
      <Punct>{" }"}</Punct>
    </>
  );
}

function Joined({
  types,
  separator,
  context,
  block = false,
}: {
  types: ApiType[];
  separator: string;
  context: ApiTypeContext;
  block?: boolean;
}) {
  return (
    <>
      {types.map((t, i) => (
        <Fragment key={i}>
          {i > 0 ? <Punct>{separator}</Punct> : null}
          <ApiTypeNode type={t} context={context} block={block} />
        </Fragment>
      ))}
    </>
  );
}

function Punct({ children }: { children: ReactNode }) {
  return <span className={styles.punct}>{children}</span>;
}
