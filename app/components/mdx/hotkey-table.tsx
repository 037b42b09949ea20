import type { HotkeyData, HotkeyEntry } from "#contract/content/hotkey-data.ts";
import styles from "./hotkey-table.module.css";

// Written by build-scripts/hotkeys/extract-hotkeys.ts from the installed library. A glob (not a
// plain import) keeps `tsc` working before the first build; a missing file fails the prerender.
const generated = import.meta.glob<HotkeyData>("../../generated/hotkeys.json", { eager: true, import: "default" });

function hotkeyData(): HotkeyData {
  const data = Object.values(generated)[0];
  if (!data) throw new Error("app/generated/hotkeys.json is missing: run `npm run content` first.");
  return data;
}

/** The default hotkeys of one feature (`feature` = FeatureImplementation.key, e.g. "selection"). */
export function HotkeyTable({ feature }: { feature: string }) {
  const data = hotkeyData();
  const info = data.features.find((f) => f.key === feature);
  const rows = data.hotkeys.filter((h) => h.feature === feature);
  if (!info || rows.length === 0) throw new Error(`HotkeyTable: @headless-tree/core ${data.version} has no hotkeys for feature "${feature}".`);
  const needs = ["hotkeysCoreFeature", ...(info.exportName ? [info.exportName] : []), ...info.requires];

  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Needs{" "}
          {needs.map((name, index) => (
            <span key={name}>
              {index > 0 ? " + " : null}
              <code>{name}</code>
            </span>
          ))}
          {info.exportName ? null : " (the navigation itself is built into every tree)"}
        </caption>
        <thead>
          <tr>
            <th scope="col">Hotkey name</th>
            <th scope="col">Keys</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} id={`hotkey-${row.name}`}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>
                <Keys entry={row} />
              </td>
              <td>
                {row.description}
                <Flags entry={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Keys({ entry }: { entry: HotkeyEntry }) {
  return (
    <span className={styles.keys} title={entry.hotkey}>
      {entry.keys.map((key, index) => (
        <span key={index}>
          {index > 0 ? <span aria-hidden="true">+</span> : null}
          {/* A symbol ("⇧") is read by its name; <kbd> cannot carry an aria-label, so the name is text. */}
          <kbd title={key.name}>
            {key.label === key.name ? (
              key.label
            ) : (
              <>
                <span aria-hidden="true">{key.label}</span>
                <span className="visually-hidden">{key.name}</span>
              </>
            )}
          </kbd>
        </span>
      ))}
      <code className={styles.definition}>{entry.hotkey}</code>
    </span>
  );
}

function Flags({ entry }: { entry: HotkeyEntry }) {
  const flags = [
    entry.canRepeat && "repeats while held",
    entry.allowWhenInputFocused && "also works in text inputs",
    entry.preventDefault && "prevents the browser default",
  ].filter((flag): flag is string => Boolean(flag));
  if (flags.length === 0) return null;
  return (
    <span className={styles.flags}>
      {flags.map((flag) => (
        <span key={flag} className={styles.flag}>
          {flag}
        </span>
      ))}
    </span>
  );
}
