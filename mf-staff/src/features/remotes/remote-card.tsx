// One remote on the chosen site: what it loads now (each variant's share, views, errors and error rate since
// it was set), the guard (armed against which control, its thresholds, its last rollback and why), the built
// versions, and the actions, each confirmed before it is sent.
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, mediaDown, useFormatters, visuallyHidden } from '@dating/shared';
import type { StaffRemoteState } from '@dating/shared/contract';
import { ConfirmDialog } from '@dating/shared/dialog';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { AssignmentForm } from './assignment-form';
import { useGuardTexts } from './guard-texts';
import { rollbackRemote, unsetRemote, type RegistrySiteKey } from './remote-calls';
import { RemoteHistory } from './remote-history';
import { useRegistryChange } from './use-registry-change';

export interface RemoteCardProps {
  site: RegistrySiteKey;
  siteName: string;
  state: StaffRemoteState;
}

type Pending = 'rollback' | 'unset' | null;

export function RemoteCard({ site, siteName, state }: RemoteCardProps) {
  const intl = useIntl();
  const headingId = `staff-remote-${state.remote}`;
  const [done, setDone] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      css={(theme: Theme) => ({
        background: theme.colors.surface,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.sm,
        padding: theme.space[4],
        display: 'grid',
        gap: theme.space[3],
        minWidth: 0,
      })}
    >
      <h2 id={headingId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {state.remote}
      </h2>
      <CurrentState state={state} />
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      <RemoteActions site={site} siteName={siteName} state={state} onDone={setDone} />
      <AssignmentForm site={site} siteName={siteName} state={state} onDone={setDone} />
      <RemoteHistory site={site} remote={state.remote} />
      <p css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, overflowWrap: 'anywhere' })}>
        {intl.formatMessage(
          { id: 'staff.remotes.built' },
          { versions: state.built.join(', ') || '–', count: state.built.length },
        )}
      </p>
    </section>
  );
}

function CurrentState({ state }: { state: StaffRemoteState }) {
  const intl = useIntl();
  const format = useFormatters();
  const from = {
    site: intl.formatMessage({ id: 'staff.remotes.fromSite' }),
    'all sites': intl.formatMessage({ id: 'staff.remotes.fromAllSites' }),
    package: intl.formatMessage({ id: 'staff.remotes.fromPackage' }),
  }[state.from];
  const heading = (id: string) => intl.formatMessage({ id });
  const columns = {
    share: heading('staff.remotes.share'),
    views: heading('staff.remotes.views'),
    errors: heading('staff.remotes.errors'),
    errorRate: heading('staff.remotes.errorRate'),
  };
  return (
    <>
      <p css={{ margin: 0 }}>
        {from}
        {state.since &&
          ` ${intl.formatMessage({ id: 'staff.remotes.since' }, { when: format.dateTime(state.since) })}`}
      </p>
      <div css={{ overflowX: 'auto' }}>
        {/* The roles are written out: a phone lays the rows out as blocks, and CSS display alone may drop
            a table's semantics in some browsers. */}
        <table
          role="table"
          css={(theme: Theme) => ({
            borderCollapse: 'collapse',
            '& th, & td': { padding: theme.space[1], textAlign: 'start' },
            // A phone shows each variant as a block of "heading value" lines: five columns of a narrow
            // screen split every heading mid-word.
            [mediaDown('sm')]: {
              width: '100%',
              fontSize: theme.fontSizes.sm,
              '& thead': visuallyHidden,
              '& tbody, & tr': { display: 'block' },
              '& tr': { borderTop: `1px solid ${theme.colors.border}`, paddingBlock: theme.space[1] },
              '& th[scope="row"]': { display: 'block', fontWeight: 600 },
              '& td': { display: 'flex', justifyContent: 'space-between', gap: theme.space[2] },
              // The heading is for the eye only; screen readers announce the column header.
              '& td::before': {
                content: ['attr(data-label)', 'attr(data-label) / ""'],
                color: theme.colors.textMuted,
              },
            },
          })}
        >
          <caption css={{ textAlign: 'start', fontWeight: 600 }}>
            {intl.formatMessage({ id: 'staff.remotes.current' })}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {[heading('staff.remotes.version'), ...Object.values(columns)].map((label) => (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {state.variants.map((variant) => {
              const errors = state.errors.find((row) => row.entry === variant.entry);
              const cells: Record<keyof typeof columns, string> = {
                share: format.number(variant.weight / 100, { style: 'percent' }),
                views: format.number(errors?.views ?? 0),
                errors: format.number(errors?.errors ?? 0),
                errorRate:
                  errors?.rate === null || errors?.rate === undefined
                    ? '–'
                    : format.number(errors.rate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              };
              return (
                <tr key={variant.entry} role="row">
                  <th scope="row" role="rowheader" css={{ fontWeight: 400, overflowWrap: 'anywhere' }}>
                    {variant.entry}
                  </th>
                  {(Object.keys(columns) as (keyof typeof columns)[]).map((column) => (
                    <td key={column} role="cell" data-label={columns[column]}>
                      {cells[column]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <GuardState state={state} />
    </>
  );
}

/** The guard: armed (with its thresholds and the control) or not, and its last rollback with why. */
function GuardState({ state }: { state: StaffRemoteState }) {
  const intl = useIntl();
  const texts = useGuardTexts();
  const last = state.lastGuard;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], '& p': { margin: 0 } })}>
      {state.guard && state.control !== null
        ? texts.describe(state.guard, state.control).map((text) => <p key={text}>{text}</p>)
        : state.control !== null && <p>{intl.formatMessage({ id: 'staff.remotes.guardNone' })}</p>}
      {last && (
        <p>
          {intl.formatMessage(
            { id: 'staff.remotes.guardFired' },
            { entry: last.entry, control: last.control, when: texts.when(last.firedAt) },
          )}{' '}
          {texts.why(last)}
        </p>
      )}
    </div>
  );
}

function RemoteActions({
  site,
  siteName,
  state,
  onDone,
}: RemoteCardProps & { onDone: (message: string) => void }) {
  const intl = useIntl();
  const format = useFormatters();
  const staffError = useStaffErrorMessage();
  const [pending, setPending] = useState<Pending>(null);
  const noUndoId = `staff-remote-${state.remote}-no-undo`;
  const rollback = useRegistryChange(site, state.remote, () => rollbackRemote(state.remote, { site }));
  const unset = useRegistryChange(site, state.remote, () => unsetRemote(state.remote, { site }));
  const action = pending === 'unset' ? unset : rollback;
  // The row this page may remove: the site's own, or on the all-sites page the all-sites row.
  const own = site === '*' ? state.from === 'all sites' : state.from === 'site';
  const close = () => {
    rollback.reset();
    unset.reset();
    setPending(null);
  };
  const confirm = () => {
    if (action.isPending) return;
    action.mutate(undefined, {
      onSuccess: () => {
        setPending(null);
        onDone(intl.formatMessage({ id: 'staff.remotes.saved' }));
      },
    });
  };
  return (
    <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
      <Button
        variant="secondary"
        onClick={() => setPending('rollback')}
        disabled={state.rollback === null}
        aria-describedby={state.rollback === null ? noUndoId : undefined}
      >
        {intl.formatMessage({ id: 'staff.remotes.rollback' })}
      </Button>
      <Button variant="secondary" onClick={() => setPending('unset')} disabled={!own}>
        {intl.formatMessage({ id: 'staff.remotes.unset' })}
      </Button>
      {state.rollback === null && (
        <p
          id={noUndoId}
          css={(theme: Theme) => ({ margin: 0, alignSelf: 'center', color: theme.colors.textMuted })}
        >
          {intl.formatMessage({ id: 'staff.remotes.nothingToUndo' })}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={intl.formatMessage(
          { id: pending === 'unset' ? 'staff.remotes.unsetTitle' : 'staff.remotes.rollbackTitle' },
          { remote: state.remote, site: siteName },
        )}
        confirmLabel={intl.formatMessage({
          id: pending === 'unset' ? 'staff.remotes.unset' : 'staff.remotes.rollback',
        })}
        cancelLabel={intl.formatMessage({ id: 'staff.action.cancel' })}
        danger
        onConfirm={confirm}
        onCancel={close}
      >
        <p>
          {pending === 'unset'
            ? intl.formatMessage({ id: 'staff.remotes.unsetText' })
            : state.rollback?.to
              ? intl.formatMessage(
                  { id: 'staff.remotes.rollbackTo' },
                  {
                    assignment: state.rollback.to
                      .map(
                        (variant) =>
                          `${variant.entry} ${format.number(variant.weight / 100, { style: 'percent' })}`,
                      )
                      .join(' · '),
                  },
                )
              : intl.formatMessage({ id: 'staff.remotes.rollbackToNone' })}
        </p>
        {action.isError && (
          <Alert variant="danger" role="alert">
            {staffError(action.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </div>
  );
}
