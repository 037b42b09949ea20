import type { ApiTypeParameter } from "#contract/api/api-model.ts";
import { ApiHtml } from "./api-comment";
import { ApiTypeNode } from "./api-type";
import styles from "./api-signature.module.css";

/** The "Type parameters" list: name, constraint, default and comment of each. */
export function ApiTypeParameters({ params }: { params: ApiTypeParameter[] }) {
  if (params.length === 0) return null;
  return (
    <ul className={styles.paramList}>
      {params.map((p) => (
        <li key={p.name} className={styles.param}>
          <code className={styles.paramCode}>
            <em>{p.name}</em>
            {p.constraint ? (
              <>
                {" extends "}
                <ApiTypeNode type={p.constraint} />
              </>
            ) : null}
            {p.default ? (
              <>
                {" = "}
                <ApiTypeNode type={p.default} />
              </>
            ) : null}
          </code>
          {p.commentHtml ? <ApiHtml html={p.commentHtml} className={styles.paramComment} /> : null}
        </li>
      ))}
    </ul>
  );
}
