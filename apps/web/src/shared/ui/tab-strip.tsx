type Tab<K extends string> = { key: K; label: string; count?: number };

type Props<K extends string> = {
  tabs: readonly Tab<K>[];
  selected: K;
  label: string;
  onSelect: (key: K) => void;
  /** The strip's class is `<classPrefix>s`, each tab's `<classPrefix>`, a count's `<classPrefix>-count`. */
  classPrefix: string;
  /** The id of the panel the tabs switch (aria-controls). */
  panelId?: string;
  /** A few tabs sharing the width (else a strip that scrolls sideways). */
  fill?: boolean;
};

/**
 * A row of tabs (role tablist): buttons, the selected one marked, no animation library. The
 * feature's stylesheet gives it its look through `classPrefix`.
 */
export function TabStrip<K extends string>({
  tabs,
  selected,
  label,
  onSelect,
  classPrefix,
  panelId,
  fill,
}: Props<K>) {
  return (
    <div className={`${classPrefix}s${fill ? ' is-fill' : ''}`} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={panelId && `${panelId}-tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={panelId}
          className={`${classPrefix}${tab.key === selected ? ' is-active' : ''}`}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && (
            <>
              {' '}
              <span className={`${classPrefix}-count`}>{tab.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
