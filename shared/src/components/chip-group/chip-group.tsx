// A group of toggle chips with checkbox semantics: each chip is a native checkbox (Tab moves between them,
// Space toggles, screen readers say "checkbox, checked"), the fieldset's legend names the group.
import type { Theme } from '@emotion/react';
// The shared singleton's copy, not a second one in the chunk that bundles `@dating/shared/forms`.
import { Icon, visuallyHidden } from '@dating/shared';

export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
}

export interface ChipGroupProps<Value extends string> {
  legend: string;
  options: readonly ChipOption<Value>[];
  /** The checked values, in the order they were checked. */
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  /** At most this many may be checked; the unchecked chips are disabled once it is reached. */
  max?: number;
  /** Sent with a form: each checked chip as `name=value`. */
  name?: string;
  className?: string;
}

export function ChipGroup<Value extends string>({
  legend,
  options,
  value,
  onChange,
  max,
  name,
  className,
}: ChipGroupProps<Value>) {
  const full = max !== undefined && value.length >= max;
  const toggle = (option: Value) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);

  return (
    <fieldset className={className} css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend
        css={(theme: Theme) => ({
          fontWeight: theme.fontWeights.medium,
          padding: 0,
          marginBottom: theme.space[2],
        })}
      >
        {legend}
      </legend>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        {options.map((option) => {
          const checked = value.includes(option.value);
          const disabled = full && !checked;
          return (
            <label
              key={option.value}
              css={(theme: Theme) => ({
                position: 'relative',
                display: 'inline-flex',
                alignItems: 'center',
                gap: theme.space[1],
                minHeight: 36,
                padding: `${theme.space[1]}px ${theme.space[3]}px`,
                borderRadius: theme.radii.pill,
                border: `1px solid ${checked ? theme.colors.primary : theme.colors.borderStrong}`,
                background: checked ? theme.colors.primary : theme.colors.surface,
                color: checked ? theme.colors.onPrimary : theme.colors.text,
                fontSize: theme.fontSizes.sm,
                cursor: disabled ? 'not-allowed' : 'pointer',
                opacity: disabled ? 0.55 : 1,
                '&:has(input:focus-visible)': theme.focusRing,
              })}
            >
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option.value)}
                css={visuallyHidden}
              />
              {/* The tick tells checked from unchecked without relying on colour alone. */}
              {checked ? <Icon name="check" size={16} /> : null}
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
