import {
  bpOfPercent,
  percentOfBp,
  rateRange,
  type DownlineRebates,
  type RebateSetting,
} from '@app/contracts';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateDownlineRebates } from '../api/rebates';

/**
 * A direct downline's rates, one field per product (percent, two decimals at most), each
 * between its current rate and the agent's own: raising only, as the server allows.
 */
export function DownlineRatesForm({
  downline,
  own,
}: {
  downline: DownlineRebates;
  own: readonly RebateSetting[];
}) {
  const { t } = useTranslation('agentRebates');
  const update = useUpdateDownlineRebates();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const changes = downline.rates.flatMap(({ product, rateBp }) => {
    const text = typed[product];
    if (text === undefined || text.trim() === '') return [];
    const bp = bpOfPercent(text);
    return bp === rateBp ? [] : [{ product, rateBp: bp ?? Number.NaN }];
  });
  const badFormat = changes.some((change) => Number.isNaN(change.rateBp));

  const submit = () => {
    setDone(false);
    update.mutate(
      { memberId: downline.memberId, rates: changes },
      {
        onSuccess: () => {
          setTyped({});
          setDone(true);
        },
      },
    );
  };

  return (
    <form
      className="arb-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (changes.length > 0 && !badFormat) submit();
      }}
    >
      <ul className="arb-fields">
        {downline.rates.map(({ product, rateBp }) => {
          const mine = own.find((setting) => setting.product === product);
          return (
            <li key={product} className="arb-field">
              <label htmlFor={`arb-${product}`}>{t(`products.${product}`)}</label>
              <span className="arb-range">{rateRange(rateBp, mine?.rateBp ?? rateBp)}</span>
              <span className="arb-input">
                <input
                  id={`arb-${product}`}
                  inputMode="decimal"
                  placeholder={percentOfBp(rateBp)}
                  value={typed[product] ?? ''}
                  onChange={(event) =>
                    setTyped((now) => ({ ...now, [product]: event.target.value }))
                  }
                />
                %
              </span>
            </li>
          );
        })}
      </ul>
      {badFormat && (
        <p className="arb-error" role="alert">
          {t('format')}
        </p>
      )}
      {update.error && (
        <p className="arb-error" role="alert">
          {update.error.message}
        </p>
      )}
      {done && (
        <p className="arb-done" role="status">
          {t('saved')}
        </p>
      )}
      <Button
        block
        color="primary"
        type="submit"
        loading={update.isPending}
        disabled={changes.length === 0 || badFormat}
      >
        {t('save')}
      </Button>
    </form>
  );
}
