/**
 * A member-name search box (the team screens): the label read by screen readers only; no
 * capitals, autocorrect or spelling marks on account names; 32 characters at the most.
 */
export function NameSearch(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={props.className}>
      <span className="visually-hidden">{props.label}</span>
      <input
        type="search"
        value={props.value}
        maxLength={32}
        placeholder={props.placeholder}
        enterKeyHint="search"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  );
}
