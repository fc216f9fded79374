import { useTranslation } from 'react-i18next';
import { grantedChoices, kindOf } from '../lib/types';
import { PlayerIcon, TeamIcon } from './agent-accounts-icons';

/**
 * The account type to give: two cards (a player, or an agent who plays and builds a team of
 * its own), as a radio group; only the types this agent may grant are offered.
 */
export function TypeChoice({
  name,
  callerType,
  value,
  onChange,
}: {
  name: string;
  callerType: number;
  value: number;
  onChange: (type: number) => void;
}) {
  const { t } = useTranslation('agentAccounts');
  return (
    <fieldset className="aa-types">
      <legend className="form-label">{t('type.label')}</legend>
      {grantedChoices(callerType).map(({ kind, type }) => (
        <label key={type} className={`aa-type${value === type ? ' is-checked' : ''}`}>
          <input
            type="radio"
            name={name}
            className="visually-hidden"
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className={`aa-type-icon is-${kind}`} aria-hidden="true">
            {kind === 'agent' ? <TeamIcon /> : <PlayerIcon />}
          </span>
          <span className="aa-type-text">
            <strong>{t(`type.${kind}`)}</strong>
            <small>{t(`type.${kind}_hint`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A type as a short badge ("Player", "Agent"). */
export function TypeBadge({ type }: { type: number }) {
  const { t } = useTranslation('agentAccounts');
  const kind = kindOf(type);
  return <span className={`aa-badge is-${kind}`}>{t(`type.${kind}`)}</span>;
}
