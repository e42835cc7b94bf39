// A labelled group of radio buttons shown as large toggles: one tap on a phone, arrow keys on a keyboard.
import type { Theme } from '@emotion/react';
import { useId } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceGroupProps {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function ChoiceGroup({ legend, name, choices, value, onChange, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={(theme: Theme) => ({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.space[1] })}
    >
      <legend
        css={(theme: Theme) => ({
          fontWeight: theme.fontWeights.medium,
          padding: 0,
          marginBottom: theme.space[1],
        })}
      >
        {legend}
      </legend>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            css={(theme: Theme) => ({
              position: 'relative',
              flex: '1 1 120px',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 44,
              padding: `${theme.space[2]}px ${theme.space[3]}px`,
              border: `2px solid ${value === choice.value ? theme.colors.primary : theme.colors.border}`,
              borderRadius: theme.radii.md,
              background: value === choice.value ? theme.colors.surfaceMuted : theme.colors.surface,
              fontWeight: value === choice.value ? theme.fontWeights.bold : theme.fontWeights.regular,
              cursor: 'pointer',
              '&:focus-within': theme.focusRing,
            })}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p
          id={errorId}
          css={(theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: theme.fontSizes.sm })}
        >
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
