import type { ApiDeclaration } from "#contract/api/api-model.ts";
import { ApiAddedInBadge } from "./api-added-in";
import { ApiCommentView } from "./api-comment";
import { ApiSources } from "./api-sources";
import { ApiTypeNode, ApiTypeParameterList } from "./api-type";
import { ApiTypeParameters } from "./api-type-parameters";
import memberStyles from "./api-member.module.css";
import styles from "./api-article.module.css";

/** A type alias or variable on its package page; its h3 id is its name (`/api/core#DragTarget`). */
export function ApiDeclarationView({ declaration }: { declaration: ApiDeclaration }) {
  const d = declaration;
  const deprecated = d.comment?.deprecatedHtml !== undefined;
  return (
    <section className={memberStyles.member} aria-labelledby={d.id}>
      <h3 id={d.id} className={memberStyles.heading}>
        <a href={`#${d.id}`} className={memberStyles.anchor} aria-label={`Link to ${d.name}`}>
          #
        </a>
        <span className={memberStyles.name}>{d.name}</span>
        {deprecated ? <span className={`${memberStyles.badge} ${memberStyles.badgeDanger}`}>deprecated</span> : null}
        <ApiAddedInBadge addedIn={d.addedIn} />
      </h3>
      <div className={memberStyles.type}>
        <code>
          <span className={styles.keyword}>{d.kind === "type" ? "type " : "const "}</span>
          <span className={memberStyles.typeName}>{d.name}</span>
          {d.kind === "type" ? (
            <>
              <ApiTypeParameterList params={d.typeParameters} />
              {" = "}
            </>
          ) : (
            ": "
          )}
          <ApiTypeNode type={d.type} block />
        </code>
      </div>
      <ApiCommentView comment={d.comment} />
      {d.typeParameters.some((p) => p.commentHtml) ? <ApiTypeParameters params={d.typeParameters} /> : null}
      <ApiSources sources={d.sources} />
    </section>
  );
}
