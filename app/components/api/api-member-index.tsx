import { MEMBER_INDEX_ID, memberIndexGroupId, type ApiMemberGroup } from "#contract/api/api-model.ts";
import styles from "./api-article.module.css";

/** "Index" panel at the top of long item pages: every member, per group, as a jump link. */
export function ApiMemberIndex({ groups }: { groups: ApiMemberGroup[] }) {
  return (
    <nav className={styles.panel} aria-labelledby={MEMBER_INDEX_ID}>
      <h2 id={MEMBER_INDEX_ID} className={styles.panelTitle}>
        Index
      </h2>
      {groups.map((group) => (
        <div key={group.id} className={styles.panelGroup}>
          <h3 id={memberIndexGroupId(group.id)} className={styles.panelGroupTitle}>
            {group.title}
          </h3>
          <ul className={styles.columns}>
            {group.members.map((member) => (
              <li key={member.id}>
                <a href={`#${member.id}`} className={styles.code}>
                  {member.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
