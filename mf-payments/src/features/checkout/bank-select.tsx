import type { Theme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type Issuer } from '@dating/shared';

/** The bank for iDEAL, Przelewy24 or EPS: one radio per bank, then on to the confirmation. */
export function BankSelect({ issuers, onChoose }: { issuers: Issuer[]; onChoose: (issuer: Issuer) => void }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issuer = issuers.find((candidate) => candidate.id === chosen);
    if (!issuer) {
      setMissing(true);
      return;
    }
    onChoose(issuer);
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset
        aria-describedby={missing ? 'payments-bank-missing' : undefined}
        css={(theme: Theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space[2] })}
      >
        <legend
          css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}
        >
          {intl.formatMessage({ id: 'payments.checkout.chooseBank' })}
        </legend>
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gap: theme.space[2],
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
          })}
        >
          {issuers.map((issuer) => (
            <label
              key={issuer.id}
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space[2],
                minHeight: 48,
                padding: `${theme.space[2]}px ${theme.space[3]}px`,
                borderRadius: theme.radii.md,
                border: `1px solid ${chosen === issuer.id ? theme.colors.primary : theme.colors.border}`,
                background: theme.colors.surface,
                cursor: 'pointer',
                '&:focus-within': theme.focusRing,
              })}
            >
              <input
                type="radio"
                name="issuer"
                value={issuer.id}
                checked={chosen === issuer.id}
                onChange={() => {
                  setChosen(issuer.id);
                  setMissing(false);
                }}
              />
              <span>{issuer.name}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p
            id="payments-bank-missing"
            role="alert"
            css={(theme: Theme) => ({ color: theme.colors.danger, margin: 0 })}
          >
            {intl.formatMessage({ id: 'payments.checkout.bankMissing' })}
          </p>
        )}
      </fieldset>
      <div css={(theme: Theme) => ({ marginTop: theme.space[4] })}>
        <Button type="submit">{intl.formatMessage({ id: 'payments.checkout.continue' })}</Button>
      </div>
    </form>
  );
}
