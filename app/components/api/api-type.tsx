import { Fragment, type ReactNode } from "react";
import type { ApiParameter, ApiType, ApiTypeParameter } from "#contract/api/api-model.ts";
import styles from "./api-type.module.css";
import { sitePath } from "#contract/site/site.ts";

interface ApiTypeNodeProps {
  type: ApiType;
  /**
   * This place may break lines (declarations, function-page parameters): unions and object
   * literals the build marked `layout: "block"` then render one element / member per line.
   */
  block?: boolean;
}

/**
 * Renders an ApiType tree as TypeScript, with links for references we document. Everything about
 * layout was decided at build time (build-scripts/api/type-layout.ts, which prints the same text
 * with its printer): `parens` where TypeScript needs them, `layout` for multi-line types.
 */
export function ApiTypeNode({ type, block = false }: ApiTypeNodeProps) {
  const inner = <ApiTypeInner type={type} block={block} />;
  return type.parens ? (
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
      if (block && type.layout === "block") {
        return (
          <span className={styles.block}>
            {type.types.map((t, i) => (
              <span key={i} className={styles.line}>
                <Punct>| </Punct>
                <ApiTypeNode type={t} block />
              </span>
            ))}
          </span>
        );
      }
      return <Joined types={type.types} separator=" | " />;
    case "intersection":
      return <Joined types={type.types} separator=" & " block={block} />;
    case "array":
      return (
        <>
          <ApiTypeNode type={type.elementType} />
          <Punct>[]</Punct>
        </>
      );
    case "tuple":
      return (
        <>
          <Punct>[</Punct>
          <Joined types={type.elements} separator=", " />
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
          <ApiTypeNode type={type.elementType} />
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
          <ApiTypeNode type={type.objectType} />
          <Punct>[</Punct>
          <ApiTypeNode type={type.indexType} />
          <Punct>]</Punct>
        </>
      );
    case "typeOperator":
      return (
        <>
          <span className={styles.keyword}>{type.operator}</span>{" "}
          <ApiTypeNode type={type.target} />
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
          <ApiTypeNode type={type.checkType} /> <span className={styles.keyword}>extends</span>{" "}
          <ApiTypeNode type={type.extendsType} /> <Punct>?</Punct>{" "}
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
      <a href={sitePath(type.href)} className={styles.link}>
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
      <Joined types={args} separator=", " />
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
        <span className={styles.property}>{member.quotedName ?? member.name}</span>
        <Punct>{member.optional ? "?: " : ": "}</Punct>
        <ApiTypeNode type={member.type} block={block} />
      </Fragment>,
    );
  }
  if (entries.length === 0) return <Punct>{"{}"}</Punct>;
  if (block && type.layout === "block") {
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

function Joined({ types, separator, block = false }: { types: ApiType[]; separator: string; block?: boolean }) {
  return (
    <>
      {types.map((t, i) => (
        <Fragment key={i}>
          {i > 0 ? <Punct>{separator}</Punct> : null}
          <ApiTypeNode type={t} block={block} />
        </Fragment>
      ))}
    </>
  );
}

function Punct({ children }: { children: ReactNode }) {
  return <span className={styles.punct}>{children}</span>;
}
