import type { ApiMember } from "#contract/api/api-model.ts";
import { ApiAddedInBadge } from "./api-added-in";
import { ApiCommentView } from "./api-comment";
import { ApiSignatureBody } from "./api-signature-body";
import { ApiSignatureTitle } from "./api-signature-title";
import { ApiSources } from "./api-sources";
import { ApiTypeNode } from "./api-type";
import styles from "./api-member.module.css";
import { sitePath } from "#contract/site/site.ts";

/**
 * One property, method or enum member: an h3 whose id is the member name (so `#rootItemId`
 * works), a visible "#" link, flags, the type or signature(s), the comment and "Defined in".
 */
export function ApiMemberView({ member }: { member: ApiMember }) {
  const deprecated = member.comment?.deprecatedHtml !== undefined;
  return (
    <section className={styles.member} aria-labelledby={member.id}>
      <h3 id={member.id} className={styles.heading}>
        <a href={`#${member.id}`} className={styles.anchor} aria-label={`Link to ${member.name}`}>
          #
        </a>
        <span className={deprecated ? `${styles.name} ${styles.deprecatedName}` : styles.name}>{member.name}</span>
        {member.optional ? <span className={styles.badge}>optional</span> : null}
        {member.readonly ? <span className={styles.badge}>readonly</span> : null}
        {deprecated ? <span className={`${styles.badge} ${styles.badgeDanger}`}>deprecated</span> : null}
        <ApiAddedInBadge addedIn={member.addedIn} />
      </h3>
      {member.kind === "method" && member.signatures ? (
        <>
          {member.signatures.map((signature, i) => (
            <ApiSignatureTitle key={i} signature={signature} optional={member.optional} />
          ))}
          <ApiCommentView comment={member.comment} />
          {member.signatures.map((signature, i) => (
            <ApiSignatureBody key={i} signature={signature} variant="member" />
          ))}
        </>
      ) : (
        <>
          {member.type ? (
            <div className={styles.type}>
              <code>
                <span className={styles.typeName}>{member.name}</span>
                {member.kind === "enumMember" ? " = " : member.optional ? "?: " : ": "}
                <ApiTypeNode type={member.type} />
              </code>
            </div>
          ) : null}
          <ApiCommentView comment={member.comment} />
        </>
      )}
      <ApiMemberOrigin member={member} />
    </section>
  );
}

/** Where a member of a merged interface comes from, and where it is defined. */
function ApiMemberOrigin({ member }: { member: ApiMember }) {
  return (
    <div className={styles.origin}>
      {member.declaredBy ? (
        <p className={styles.originLine}>
          From{" "}
          <a href={sitePath(member.declaredBy.href)}>
            {member.declaredBy.title}
          </a>
        </p>
      ) : member.inheritedFrom ? (
        <p className={styles.originLine}>
          Inherited from <code>{member.inheritedFrom}</code>
        </p>
      ) : null}
      <ApiSources sources={member.sources} />
    </div>
  );
}
