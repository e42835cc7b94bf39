// Set or split a remote: a share of visitors per version (current variants first, then every other built
// version), the live total, and for a split an optional guard. One version at 100 % is `set`, two or more
// a split whose first version is the control: a guard compares every other version with it and, when one
// does far worse (error rate, or signup conversion when that check is on), sends every visitor back to it.
// The server checks the same rules as the command line; this form only says early what it would refuse.
import type { Theme } from '@emotion/react';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, useFormatters } from '@dating/shared';
import type { RegistryGuard, StaffRemoteState } from '@dating/shared/contract';
import { ConfirmDialog } from '@dating/shared/dialog';
import { Checkbox, SelectField, TextField } from '@dating/shared/forms';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { useGuardTexts } from './guard-texts';
import { setRemote, splitRemote, type RegistrySiteKey } from './remote-calls';
import { useRegistryChange } from './use-registry-change';
import { disclosureSummary } from '../../app/disclosure-summary';

interface Chosen {
  entry: string;
  weight: number;
}

interface Change {
  variants: Chosen[];
  guard: RegistryGuard | null;
}

export interface AssignmentFormProps {
  site: RegistrySiteKey;
  siteName: string;
  state: StaffRemoteState;
  onDone: (message: string) => void;
}

/** The command line's `--guard on` (GUARD_DEFAULTS in api/src/frontend/remote-error-guard.ts). */
const DEFAULTS = { margin: '2', views: '100', confidence: '95', visits: '200' };
const CONFIDENCES = ['90', '95', '99'];

interface GuardThresholdProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max?: number;
  /** Hundredths (the error margin in percentage points); else a whole count (views, visitors). */
  decimals?: boolean;
}

/** One threshold of the guard: a number field, the error margin or how many views or visitors to wait for. */
function GuardThreshold({ label, value, onChange, min, max, decimals = false }: GuardThresholdProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode={decimals ? 'decimal' : 'numeric'}
      min={min}
      max={max}
      step={decimals ? 0.01 : 1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      css={{ maxWidth: 320 }}
    />
  );
}

export function AssignmentForm({ site, siteName, state, onDone }: AssignmentFormProps) {
  const intl = useIntl();
  const format = useFormatters();
  const staffError = useStaffErrorMessage();
  const entries = [
    ...state.variants.map((variant) => variant.entry),
    ...state.built.filter((version) => !state.variants.some((variant) => variant.entry === version)),
  ];
  const [weights, setWeights] = useState<Record<string, string>>({});
  const texts = useGuardTexts();
  const [guarded, setGuarded] = useState(false);
  const [margin, setMargin] = useState(DEFAULTS.margin);
  const [minViews, setMinViews] = useState(DEFAULTS.views);
  const [conversion, setConversion] = useState(true);
  const [confidence, setConfidence] = useState(DEFAULTS.confidence);
  const [minVisits, setMinVisits] = useState(DEFAULTS.visits);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Change | null>(null);
  const change = useRegistryChange(site, state.remote, ({ variants, guard }: Change) => {
    const [only] = variants;
    return variants.length === 1 && only
      ? setRemote(state.remote, { site, entry: only.entry })
      : splitRemote(state.remote, { site, variants, guard });
  });

  const chosen: Chosen[] = entries
    .map((entry) => ({ entry, weight: Number(weights[entry] || 0) }))
    .filter((variant) => variant.weight !== 0);
  const total = chosen.reduce((sum, variant) => sum + variant.weight, 0);
  const split = chosen.length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return setProblem(intl.formatMessage({ id: 'staff.remotes.noneChosen' }));
    if (chosen.some((variant) => !Number.isInteger(variant.weight) || variant.weight < 0))
      return setProblem(intl.formatMessage({ id: 'staff.remotes.wholeNumbers' }));
    if (total !== 100) return setProblem(intl.formatMessage({ id: 'staff.remotes.totalWrong' }, { total }));
    setProblem(null);
    setConfirming({
      variants: chosen,
      guard:
        split && guarded
          ? {
              errorMargin: Number(margin),
              minViews: Number(minViews || DEFAULTS.views),
              conversion,
              confidence: Number(confidence),
              minVisits: Number(minVisits || DEFAULTS.visits),
            }
          : null,
    });
  };

  const close = () => {
    change.reset();
    setConfirming(null);
  };
  const confirm = () => {
    if (!confirming || change.isPending) return;
    change.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        setWeights({});
        setGuarded(false);
        onDone(intl.formatMessage({ id: 'staff.remotes.saved' }));
      },
    });
  };

  const describe = (variants: Chosen[]) =>
    format.list(
      variants.map(
        (variant) => `${variant.entry} ${format.number(variant.weight / 100, { style: 'percent' })}`,
      ),
    );
  const formId = `staff-remote-form-${state.remote}`;
  return (
    <details>
      <summary css={disclosureSummary}>{intl.formatMessage({ id: 'staff.remotes.change' })}</summary>
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], paddingTop: theme.space[2] })}
      >
        <fieldset
          css={(theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[2] })}
        >
          <legend css={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'staff.remotes.shares' })}</legend>
          {entries.map((entry) => (
            <TextField
              key={entry}
              label={intl.formatMessage({ id: 'staff.remotes.shareOf' }, { version: entry })}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              value={weights[entry] ?? ''}
              onChange={(event) => setWeights((all) => ({ ...all, [entry]: event.target.value }))}
              css={{ maxWidth: 320 }}
            />
          ))}
          {entries.length === 0 && <p>{intl.formatMessage({ id: 'staff.remotes.nothingBuilt' })}</p>}
        </fieldset>
        <p role="status" aria-live="polite" css={{ margin: 0, fontWeight: 600 }}>
          {intl.formatMessage({ id: 'staff.remotes.total' }, { total })}
        </p>
        {split && (
          <fieldset
            css={(theme: Theme) => ({
              border: 0,
              padding: 0,
              margin: 0,
              display: 'grid',
              gap: theme.space[2],
            })}
          >
            <legend css={{ fontWeight: 600 }}>{intl.formatMessage({ id: 'staff.remotes.guard' })}</legend>
            <Checkbox
              label={intl.formatMessage(
                { id: 'staff.remotes.guardUse' },
                { control: chosen[0]?.entry ?? '' },
              )}
              checked={guarded}
              onChange={(event) => setGuarded(event.target.checked)}
            />
            {guarded && (
              <>
                <GuardThreshold
                  label={intl.formatMessage({ id: 'staff.remotes.guardMargin' })}
                  decimals
                  min={0.01}
                  max={99.99}
                  value={margin}
                  onChange={setMargin}
                />
                <GuardThreshold
                  label={intl.formatMessage({ id: 'staff.remotes.guardViews' })}
                  min={0}
                  value={minViews}
                  onChange={setMinViews}
                />
                <Checkbox
                  label={intl.formatMessage({ id: 'staff.remotes.guardConversion' })}
                  checked={conversion}
                  onChange={(event) => setConversion(event.target.checked)}
                />
                {conversion && (
                  <>
                    <SelectField
                      label={intl.formatMessage({ id: 'staff.remotes.guardConfidence' })}
                      options={CONFIDENCES.map((value) => ({
                        value,
                        label: format.number(Number(value) / 100, { style: 'percent' }),
                      }))}
                      value={confidence}
                      onChange={(event) => setConfidence(event.target.value)}
                      css={{ maxWidth: 320 }}
                    />
                    <GuardThreshold
                      label={intl.formatMessage({ id: 'staff.remotes.guardVisits' })}
                      min={10}
                      value={minVisits}
                      onChange={setMinVisits}
                    />
                  </>
                )}
              </>
            )}
          </fieldset>
        )}
        {problem && (
          <Alert variant="danger" role="alert">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit">
            {intl.formatMessage({ id: split ? 'staff.remotes.split' : 'staff.remotes.set' })}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={intl.formatMessage(
          {
            id:
              (confirming?.variants.length ?? 0) > 1 ? 'staff.remotes.splitTitle' : 'staff.remotes.setTitle',
          },
          { remote: state.remote, site: siteName },
        )}
        confirmLabel={intl.formatMessage({
          id: (confirming?.variants.length ?? 0) > 1 ? 'staff.remotes.split' : 'staff.remotes.set',
        })}
        cancelLabel={intl.formatMessage({ id: 'staff.action.cancel' })}
        onConfirm={confirm}
        onCancel={close}
      >
        {confirming && (
          <>
            <p>
              {intl.formatMessage(
                { id: 'staff.remotes.changeText' },
                { variants: describe(confirming.variants) },
              )}
            </p>
            {confirming.guard &&
              texts
                .describe(confirming.guard, confirming.variants[0]?.entry ?? '')
                .map((text) => <p key={text}>{text}</p>)}
          </>
        )}
        {change.isError && (
          <Alert variant="danger" role="alert">
            {staffError(change.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </details>
  );
}
