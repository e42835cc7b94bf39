// @feature-public: other features import this module (docs/conventions.md, Layout).
// The split guard's rollbacks nobody has dismissed yet, on the sites the staff member sees: a warning per
// notice with what happened and why, and "Dismiss" (for everyone: one person acknowledging is enough). Shown
// on /staff/remotes and the dashboard to staff with `remotes.manage`; nothing at all while there are none.
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { useStaffErrorMessage } from '../staff-session/use-staff-error';
import { dismissGuardNotice, getGuardNotices, guardNoticesKey } from './remote-calls';
import { useGuardTexts } from './guard-texts';

export function GuardNotices() {
  const intl = useIntl();
  const texts = useGuardTexts();
  const staffError = useStaffErrorMessage();
  const client = useQueryClient();
  const notices = useQuery({ queryKey: guardNoticesKey, queryFn: ({ signal }) => getGuardNotices(signal) });
  const dismiss = useMutation({
    mutationFn: (id: number) => dismissGuardNotice(id),
    // The answer is the list left: the cards' "last guard" does not change with a dismissal.
    onSuccess: (answer) => client.setQueryData(guardNoticesKey, answer),
  });
  // A side panel: while it loads it takes no room, and a failure says so without hiding the page.
  if (notices.isPending) return null;
  if (notices.isError)
    return (
      <Alert variant="warning" role="status">
        {intl.formatMessage({ id: 'staff.remotes.noticesError' })}
      </Alert>
    );
  if (notices.data.notices.length === 0) return null;
  return (
    <section
      aria-labelledby="staff-guard-notices"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}
    >
      <h2 id="staff-guard-notices" css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg })}>
        {intl.formatMessage({ id: 'staff.remotes.noticesTitle' })}
      </h2>
      <ul
        css={(theme: Theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space[2],
        })}
      >
        {notices.data.notices.map((notice) => (
          <li key={notice.id}>
            <Alert
              variant="warning"
              action={
                <Button
                  variant="secondary"
                  disabled={dismiss.isPending}
                  onClick={() => dismiss.mutate(notice.id)}
                  aria-label={intl.formatMessage(
                    { id: 'staff.remotes.dismissNotice' },
                    { remote: notice.remote, where: texts.where(notice.site) },
                  )}
                >
                  {intl.formatMessage({ id: 'staff.remotes.dismiss' })}
                </Button>
              }
            >
              <p css={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(
                  { id: 'staff.remotes.notice' },
                  {
                    remote: notice.remote,
                    where: texts.where(notice.site),
                    when: texts.when(notice.firedAt),
                    entry: notice.entry,
                    control: notice.control,
                  },
                )}{' '}
                {texts.why(notice)}
              </p>
            </Alert>
          </li>
        ))}
      </ul>
      {dismiss.isError && (
        <Alert variant="danger" role="alert">
          {staffError(dismiss.error)}
        </Alert>
      )}
    </section>
  );
}
