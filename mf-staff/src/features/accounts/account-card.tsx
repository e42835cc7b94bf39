// One staff account: who, role, sites, last login, whether the two-factor login is set up, and the actions on
// it, each behind a dialog that asks for a reason and a confirmation (members/action-dialog.tsx). An admin's
// own account has no actions: the server refuses self-changes.
import type { Theme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Button } from '@dating/shared';
import type { StaffAccount, StaffAccountSetupAnswer, StaffMember, StaffRole } from '@dating/shared/contract';
import { SelectField } from '@dating/shared/forms';
import { Fact, FactList } from '../../app/fact-list';
import { ActionDialog } from '../members/action-dialog';
import { roleName } from '../staff-frame/staff-nav';
import { accountsKey, disableAccount, enableAccount, resetTwoFactor, updateAccount } from './account-calls';
import { roleOptions } from './role-options';
import { SitesField, sitesText } from './sites-field';

type Action = 'change' | 'disable' | 'enable' | 'reset';

export function AccountCard({
  staff,
  account,
  onResult,
  onSetupLink,
}: {
  staff: StaffMember;
  account: StaffAccount;
  onResult: (message: string) => void;
  onSetupLink: (answer: StaffAccountSetupAnswer) => void;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Action | null>(null);
  const self = account.id === staff.id;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const done = (message: string) => {
    onResult(message);
    void queryClient.invalidateQueries({ queryKey: accountsKey });
  };
  const close = () => setOpen(null);
  const who = account.name || account.email;

  return (
    <article
      aria-labelledby={`staff-account-${account.id}`}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[3],
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        opacity: account.disabled ? 0.75 : 1,
      })}
    >
      <h3
        id={`staff-account-${account.id}`}
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: '1.125rem',
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space[1],
          alignItems: 'center',
          overflowWrap: 'anywhere',
        })}
      >
        {who}
        {self && <Badge>{t('staff.accounts.you')}</Badge>}
        {account.disabled && <Badge variant="danger">{t('staff.accounts.disabled')}</Badge>}
      </h3>
      <FactList>
        <Fact label={t('staff.accounts.email')}>{account.email}</Fact>
        <Fact label={t('staff.accounts.role')}>{roleName(intl, account.role)}</Fact>
        <Fact label={t('staff.accounts.sites')}>{sitesText(intl, staff, account.sites)}</Fact>
        <Fact label={t('staff.accounts.lastLogin')}>
          {account.lastLoginAt ? (
            <time dateTime={account.lastLoginAt}>
              {intl.formatDate(account.lastLoginAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ) : (
            t('staff.accounts.never')
          )}
        </Fact>
        <Fact label={t('staff.accounts.twoFactor')}>
          {account.twoFactor === 'active'
            ? t('staff.accounts.twoFactorActive')
            : t('staff.accounts.twoFactorPending')}
        </Fact>
      </FactList>
      {!self && (
        <ul
          aria-label={t('staff.accounts.actionsFor', { name: who })}
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[2],
          })}
        >
          <li>
            <Button size="sm" variant="secondary" onClick={() => setOpen('change')}>
              {t('staff.accounts.change')}
            </Button>
          </li>
          <li>
            <Button size="sm" variant="secondary" onClick={() => setOpen('reset')}>
              {t('staff.accounts.reset')}
            </Button>
          </li>
          <li>
            {account.disabled ? (
              <Button size="sm" variant="secondary" onClick={() => setOpen('enable')}>
                {t('staff.accounts.enable')}
              </Button>
            ) : (
              <Button size="sm" variant="danger" onClick={() => setOpen('disable')}>
                {t('staff.accounts.disable')}
              </Button>
            )}
          </li>
        </ul>
      )}
      {!self && (
        <>
          <ChangeDialog
            // A fresh form whenever the account changed (after a change the list is fetched again).
            key={`${account.role}:${String(account.sites)}`}
            open={open === 'change'}
            staff={staff}
            account={account}
            onClose={close}
            onDone={done}
          />
          <ActionDialog
            open={open === 'disable'}
            title={t('staff.accounts.disable')}
            summary={t('staff.accounts.disableSummary', { name: who })}
            danger
            run={(reason) => disableAccount(account.id, { reason })}
            onDone={() => done(t('staff.accounts.disableDone', { name: who }))}
            onClose={close}
          />
          <ActionDialog
            open={open === 'enable'}
            title={t('staff.accounts.enable')}
            summary={t('staff.accounts.enableSummary', { name: who })}
            run={(reason) => enableAccount(account.id, { reason })}
            onDone={() => done(t('staff.accounts.enableDone', { name: who }))}
            onClose={close}
          />
          <ActionDialog
            open={open === 'reset'}
            title={t('staff.accounts.reset')}
            summary={t('staff.accounts.resetSummary', { name: who })}
            danger
            run={(reason) => resetTwoFactor(account.id, { reason })}
            onDone={(answer) => {
              done(t('staff.accounts.resetDone', { name: who }));
              onSetupLink(answer);
            }}
            onClose={close}
          />
        </>
      )}
    </article>
  );
}

function ChangeDialog({
  open,
  staff,
  account,
  onClose,
  onDone,
}: {
  open: boolean;
  staff: StaffMember;
  account: StaffAccount;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const intl = useIntl();
  const [role, setRole] = useState<StaffRole>(account.role);
  const [sites, setSites] = useState<number[] | null>(account.sites);
  const who = account.name || account.email;
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage({ id: 'staff.accounts.change' })}
      fields={
        <>
          <SelectField
            label={intl.formatMessage({ id: 'staff.accounts.role' })}
            required
            value={role}
            options={roleOptions(intl)}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          />
          <SitesField staff={staff} value={sites} onChange={setSites} />
        </>
      }
      validate={() =>
        sites !== null && sites.length === 0
          ? intl.formatMessage({ id: 'staff.accounts.sitesRequired' })
          : null
      }
      summary={intl.formatMessage(
        { id: 'staff.accounts.changeSummary' },
        { name: who, role: roleName(intl, role), sites: sitesText(intl, staff, sites) },
      )}
      run={(reason) => updateAccount(account.id, { role, sites, reason })}
      onDone={() => onDone(intl.formatMessage({ id: 'staff.accounts.changeDone' }, { name: who }))}
      onClose={() => {
        setRole(account.role);
        setSites(account.sites);
        onClose();
      }}
    />
  );
}
