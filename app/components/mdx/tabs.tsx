import { Children, isValidElement, useEffect, useId, useState, type ReactElement, type ReactNode, type KeyboardEvent } from "react";
import styles from "./tabs.module.css";

export interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** Content of one tab; rendered by <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const STORAGE_PREFIX = "tabs:";
const SYNC_EVENT = "docs:tabs-sync";

function readStored(groupId: string | undefined): string | null {
  if (!groupId) return null;
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

/**
 * WAI-ARIA tabs. With a `groupId`, the choice is remembered (local storage) and every tab set
 * of that group on the page and in other pages follows it (e.g. npm / yarn / pnpm).
 */
export function Tabs({ children, groupId, defaultValue }: { children: ReactNode; groupId?: string; defaultValue?: string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const values = items.map((item) => item.props.value);
  const [selected, setSelected] = useState(defaultValue ?? values[0] ?? "");
  const baseId = useId();

  useEffect(() => {
    const stored = readStored(groupId);
    if (stored && values.includes(stored)) setSelected(stored);
    if (!groupId) return;
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_PREFIX + groupId && event.newValue && values.includes(event.newValue)) setSelected(event.newValue);
    };
    window.addEventListener(SYNC_EVENT, onSync);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(SYNC_EVENT, onSync);
      window.removeEventListener("storage", onStorage);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, values.join("|")]);

  function choose(value: string) {
    setSelected(value);
    if (!groupId) return;
    try {
      localStorage.setItem(STORAGE_PREFIX + groupId, value);
    } catch {
      // storage unavailable: the choice still applies to this page
    }
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? values.length - 1 : delta ? (index + delta + values.length) % values.length : -1;
    if (target < 0) return;
    event.preventDefault();
    choose(values[target]!);
    document.getElementById(`${baseId}-tab-${target}`)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.list}>
        {items.map((item, index) => (
          <button
            key={item.props.value}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={item.props.value === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={item.props.value === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(item.props.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
          data-label={item.props.label ?? item.props.value}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
