import './toggle-group.css';

export type ToggleOption<V extends string> = { value: V; text: string };

/** Each value with its text: `toggleOptions(['all', ...KINDS], (kind) => t(`kinds.${kind}`))`. */
export const toggleOptions = <const V extends string>(
  values: readonly V[],
  text: (value: V) => string,
): ToggleOption<V>[] => values.map((value) => ({ value, text: text(value) }));

/**
 * A row of toggle buttons, one pressed: the record screens' filters. `segmented` shares the row
 * evenly (periods); `chips` keeps each chip's width and scrolls sideways, its edge fading, when
 * they do not fit (statuses, types). `marked` puts each option's value on its button as
 * data-value, for a feature's own marker (every option but 'all').
 */
export function ToggleGroup<V extends string>(props: {
  label: string;
  options: readonly ToggleOption<V>[];
  value: V;
  onChange: (value: V) => void;
  variant: 'segmented' | 'chips';
  marked?: boolean;
  className?: string;
}) {
  const className = `toggle-group is-${props.variant}${props.className ? ` ${props.className}` : ''}`;
  return (
    <div className={className} role="group" aria-label={props.label}>
      {props.options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={props.value === option.value}
          data-value={props.marked && option.value !== 'all' ? option.value : undefined}
          onClick={() => props.onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
