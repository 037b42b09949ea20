import type { ApiSignature } from "#contract/api/api-model.ts";
import { ApiCommentView, ApiHtml } from "./api-comment";
import { ApiSources } from "./api-sources";
import { ApiTypeNode } from "./api-type";
import { ApiTypeParameters } from "./api-type-parameters";
import styles from "./api-signature.module.css";

interface ApiSignatureBodyProps {
  signature: ApiSignature;
  /**
   * Function pages: full sections with headings (h3, ids for the TOC) and "Returns" always.
   * Members: compact; parameters only when one has a comment, returns only when documented.
   */
  variant: "page" | "member";
  /** [parameters id, returns id, type parameters id] for the page variant. */
  ids?: [string, string, string] | undefined;
}

/** Comment, type parameters, parameters and return value of one call signature. */
export function ApiSignatureBody({ signature, variant, ids }: ApiSignatureBodyProps) {
  const full = variant === "page";
  const Heading = full ? "h3" : "h4";
  const showParams = full
    ? signature.parameters.length > 0
    : signature.parameters.some((p) => p.commentHtml);
  const showReturns = full || signature.comment?.returnsHtml;
  return (
    <div className={styles.body}>
      <ApiCommentView comment={signature.comment} />
      {signature.typeParameters.length > 0 && full ? (
        <>
          <Heading id={ids?.[2]} className={styles.heading}>
            Type parameters
          </Heading>
          <ApiTypeParameters params={signature.typeParameters} />
        </>
      ) : null}
      {showParams ? (
        <>
          <Heading id={full ? ids?.[0] : undefined} className={styles.heading}>
            Parameters
          </Heading>
          <ul className={styles.paramList}>
            {signature.parameters.map((p, i) => (
              <li key={`${p.name}-${i}`} className={styles.param}>
                <code className={styles.paramCode}>
                  {p.rest ? "..." : null}
                  <span className={styles.name}>{p.name}</span>
                  {p.optional ? "?: " : ": "}
                  <ApiTypeNode type={p.type} block={full} />
                  {p.defaultValue ? ` = ${p.defaultValue}` : null}
                </code>
                {p.commentHtml ? <ApiHtml html={p.commentHtml} className={styles.paramComment} /> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {showReturns ? (
        <>
          <Heading id={full ? ids?.[1] : undefined} className={styles.heading}>
            Returns
          </Heading>
          <p className={styles.returns}>
            <code className={styles.paramCode}>
              <ApiTypeNode type={signature.returns} />
            </code>
          </p>
          {signature.comment?.returnsHtml ? <ApiHtml html={signature.comment.returnsHtml} /> : null}
        </>
      ) : null}
      <ApiSources sources={signature.sources} />
    </div>
  );
}
