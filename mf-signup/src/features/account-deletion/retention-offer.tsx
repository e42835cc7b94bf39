import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { acceptRetentionOffer } from './accept-retention-offer';

/** The company's delete_discount as a personal code, for members who would stay for a better price. */
export function RetentionOffer({
  percentage,
  existingCode,
}: {
  percentage: number;
  existingCode: string | null;
}) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [code, setCode] = useState(existingCode);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setCode((await acceptRetentionOffer()).code);
    } catch (error) {
      setFailure(fromError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[2],
        padding: theme.space[4],
        borderRadius: theme.radii.lg,
        background: theme.colors.surfaceMuted,
        border: `2px solid ${theme.colors.secondary}`,
      })}
    >
      <p
        css={(theme: Theme) => ({
          margin: 0,
          fontSize: theme.fontSizes.xl,
          fontWeight: theme.fontWeights.bold,
        })}
      >
        {intl.formatMessage({ id: 'signup.delete.offer-title' }, { percentage })}
      </p>
      {code ? (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.delete.offer-code' }, { code })}</p>
          <div>
            <Button asLink href="/credits">
              {intl.formatMessage({ id: 'signup.delete.offer-use' })}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p css={{ margin: 0 }}>{intl.formatMessage({ id: 'signup.delete.offer-lead' })}</p>
          {failure ? <Alert variant="danger">{failure}</Alert> : null}
          <div>
            <Button variant="secondary" loading={busy} disabled={busy} onClick={() => void accept()}>
              {intl.formatMessage({ id: 'signup.delete.offer-accept' })}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
