// "New staff member": name, e-mail, role and sites. The server answers the setup link once; the page shows it.
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import type {
  StaffAccountCreateBody,
  StaffAccountSetupAnswer,
  StaffMember,
  StaffRole,
} from '@dating/shared/contract';
import { SelectField, TextField } from '@dating/shared/forms';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { accountsKey, createAccount } from './account-calls';
import { roleOptions } from './role-options';
import { SitesField } from './sites-field';

export function NewAccountForm({
  staff,
  onCreated,
}: {
  staff: StaffMember;
  onCreated: (answer: StaffAccountSetupAnswer) => void;
}) {
  const intl = useIntl();
  const errorMessage = useStaffErrorMessage();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  // A site-limited admin may only give their own sites; the others start with every site.
  const [sites, setSites] = useState<number[] | null>(staff.sites === null ? null : [...staff.sites]);
  const [errors, setErrors] = useState<{ name?: string; email?: string; sites?: string }>({});
  const create = useMutation({
    mutationFn: (body: StaffAccountCreateBody) => createAccount(body),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      setName('');
      setEmail('');
      onCreated(answer);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : intl.formatMessage({ id: 'staff.accounts.nameRequired' }),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? undefined
        : intl.formatMessage({ id: 'staff.accounts.emailInvalid' }),
      sites:
        sites !== null && sites.length === 0
          ? intl.formatMessage({ id: 'staff.accounts.sitesRequired' })
          : undefined,
    };
    setErrors(found);
    if (found.name || found.email || found.sites) return;
    create.mutate({ name: name.trim(), email: email.trim(), role, sites });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="staff-new-account-title"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], maxWidth: 480 })}
    >
      <h2 id="staff-new-account-title" css={{ margin: 0, fontSize: '1.25rem' }}>
        {intl.formatMessage({ id: 'staff.accounts.new' })}
      </h2>
      {create.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(create.error)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage({ id: 'staff.accounts.name' })}
        required
        maxLength={100}
        autoComplete="off"
        error={errors.name}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={intl.formatMessage({ id: 'staff.accounts.email' })}
        type="email"
        required
        maxLength={254}
        autoComplete="off"
        error={errors.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        label={intl.formatMessage({ id: 'staff.accounts.role' })}
        required
        value={role}
        options={roleOptions(intl)}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      />
      <SitesField staff={staff} value={sites} onChange={setSites} error={errors.sites} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {intl.formatMessage({ id: 'staff.accounts.create' })}
        </Button>
      </div>
    </form>
  );
}
