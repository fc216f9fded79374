type Tab = { key: string; label: string; count?: number };

type Props = {
  tabs: readonly Tab[];
  selected: string;
  label: string;
  panelId: string;
  onSelect: (key: string) => void;
  /** A few tabs sharing the width (else a strip that scrolls sideways). */
  fill?: boolean;
};

/** A horizontal strip of tabs that scrolls sideways on its own (the page never does). */
export function TabStrip({ tabs, selected, label, panelId, onSelect, fill }: Props) {
  return (
    <div className={`lottery-tabs${fill ? ' is-fill' : ''}`} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={panelId}
          className={`lottery-tab${tab.key === selected ? ' is-active' : ''}`}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
          {tab.count !== undefined && tab.count > 0 && (
            <>
              {' '}
              <span className="lottery-tab-count">{tab.count}</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
