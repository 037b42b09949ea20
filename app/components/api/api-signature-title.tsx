import type { ApiSignature } from "#contract/api/api-model.ts";
import { ApiCallSignature } from "./api-type";
import styles from "./api-signature.module.css";

/** `name<T>(a: A, b?: B): R` in a code box; `optional` adds the "?" of optional methods. */
export function ApiSignatureTitle({ signature, optional = false }: { signature: ApiSignature; optional?: boolean }) {
  return (
    <div className={styles.title}>
      <code>
        <span className={styles.name}>{signature.name}</span>
        {optional ? "?" : null}
        <ApiCallSignature fn={signature} arrow=":" />
      </code>
    </div>
  );
}
