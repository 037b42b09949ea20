import {
  EMPTY_MEMBERS_ID,
  memberCount,
  MEMBER_INDEX_MIN_MEMBERS,
  signatureSectionIds,
  TYPE_PARAMETERS_ID,
  type ApiItemKind,
  type ApiItemPage,
} from "#contract/api/api-model.ts";
import { ApiAddedInBadge } from "./api-added-in";
import { ApiCommentView } from "./api-comment";
import { ApiMemberView } from "./api-member";
import { ApiMemberIndex } from "./api-member-index";
import { ApiSignatureBody } from "./api-signature-body";
import { ApiSignatureTitle } from "./api-signature-title";
import { ApiSources } from "./api-sources";
import { ApiTypeNode, ApiTypeParameterList } from "./api-type";
import { ApiTypeParameters } from "./api-type-parameters";
import styles from "./api-article.module.css";
import { sitePath } from "#contract/site/site.ts";

const KIND_LABEL: Record<ApiItemKind, string> = { enum: "Enumeration", function: "Function", interface: "Interface" };

/** An enum, function or interface page: header, comment, type parameters, signatures, members. */
export function ApiItemArticle({ page }: { page: ApiItemPage }) {
  const deprecated = page.comment?.deprecatedHtml !== undefined;
  return (
    <>
      <header className={styles.header}>
        {/* Not a <p>: a search crawler reads "article p" as content, and this comes before the h1. */}
        <div className={styles.eyebrow}>
          {KIND_LABEL[page.itemKind]} in{" "}
          <a href={sitePath(`/api/${page.pkg}`)}>
            {page.packageName}
          </a>{" "}
          <span className={styles.version}>v{page.version}</span> <ApiAddedInBadge addedIn={page.addedIn} />
        </div>
        <h1 className={`page-title ${styles.title}`}>
          <span className={deprecated ? styles.deprecatedName : undefined}>{page.name}</span>
          {page.itemKind === "interface" && page.typeParameters.length > 0 ? (
            <span className={styles.titleParams}>
              <ApiTypeParameterList params={page.typeParameters} />
            </span>
          ) : null}
        </h1>
      </header>

      <ApiCommentView comment={page.comment} />

      {page.declaredType ? (
        <p className={styles.note}>
          Declared as{" "}
          <code className={styles.code}>
            <span className={styles.keyword}>const</span> {page.name}: <ApiTypeNode type={page.declaredType} />
          </code>
        </p>
      ) : null}

      {page.extendedTypes.length > 0 ? (
        <p className={styles.note}>
          Extends{" "}
          {page.extendedTypes.map((type, i) => (
            <span key={i}>
              {i > 0 ? ", " : null}
              <code className={styles.code}>
                <ApiTypeNode type={type} />
              </code>
            </span>
          ))}
        </p>
      ) : null}

      {page.signatures.length === 0 ? <ApiSources sources={page.sources} /> : null}

      {page.typeParameters.length > 0 ? (
        <section className={styles.section}>
          <h2 id={TYPE_PARAMETERS_ID} className={styles.sectionTitle}>
            Type parameters
          </h2>
          <ApiTypeParameters params={page.typeParameters} />
        </section>
      ) : null}

      {page.signatures.map((signature, i, all) => {
        const [signatureId, parametersId, returnsId, typeParametersId] = signatureSectionIds(i, all.length);
        return (
          <section key={signatureId} className={styles.section}>
            <h2 id={signatureId} className={styles.sectionTitle}>
              {all.length > 1 ? `Signature ${i + 1}` : "Signature"}
            </h2>
            <ApiSignatureTitle signature={signature} />
            <ApiSignatureBody signature={signature} variant="page" ids={[parametersId, returnsId, typeParametersId]} />
          </section>
        );
      })}

      {memberCount(page) > MEMBER_INDEX_MIN_MEMBERS ? <ApiMemberIndex groups={page.groups} /> : null}

      {page.itemKind !== "function" && memberCount(page) === 0 ? (
        <section className={styles.section}>
          <h2 id={EMPTY_MEMBERS_ID} className={styles.sectionTitle}>
            Members
          </h2>
          <p className={styles.lead}>
            This {page.itemKind === "enum" ? "enumeration" : "interface"} declares no members in version {page.version}.
          </p>
        </section>
      ) : null}

      {page.groups.map((group) => (
        <section key={group.id} className={styles.section}>
          <h2 id={group.id} className={styles.sectionTitle}>
            {group.title}
          </h2>
          {group.members.map((member) => (
            <ApiMemberView key={member.id} member={member} />
          ))}
        </section>
      ))}
    </>
  );
}
