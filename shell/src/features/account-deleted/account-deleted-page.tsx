// @feature-public: other features import this module (docs/conventions.md, Layout).
// /account-deleted: where account deletion ends. Says what happened and that the account can come back for
// 14 days through the e-mailed link (spec section 4).
import { FormattedMessage } from 'react-intl';
import { Button, pathFor } from '@dating/shared';
import { PageFrame } from '../home/page-frame';

const REACTIVATION_DAYS = 14;

export function AccountDeletedPage() {
  return (
    <PageFrame route="account-deleted" titleId="shell.pages.accountDeleted">
      <p>
        <FormattedMessage id="shell.accountDeleted.text" />
      </p>
      <p>
        <FormattedMessage id="shell.accountDeleted.reactivate" values={{ days: REACTIVATION_DAYS }} />
      </p>
      <p>
        <FormattedMessage id="shell.accountDeleted.thanks" />
      </p>
      <Button asLink href={pathFor('index')} variant="secondary">
        <FormattedMessage id="shell.notFound.home" />
      </Button>
    </PageFrame>
  );
}
