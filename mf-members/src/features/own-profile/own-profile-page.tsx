import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Alert, Button, pathFor, Spinner, useErrorMessage } from '@dating/shared';
import type { RemotePageProps } from '@dating/shared/remote-app';
import { PageFrame } from '../../app/page-frame';
import { useSettings } from '../../app/use-site';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';
import { useOwnProfile } from './use-own-profile';

export function OwnProfilePage({ route }: RemotePageProps) {
  const intl = useIntl();
  const settings = useSettings();
  const errorMessage = useErrorMessage();
  const query = useOwnProfile();
  const profile = query.data ?? null;
  const error = !profile && query.isError ? query.error : null;

  return (
    <PageFrame
      route={route.name}
      title={intl.formatMessage({ id: 'members.ownProfile.title' })}
      intro={intl.formatMessage({ id: 'members.ownProfile.intro' })}
      actions={
        profile ? (
          <Button asLink variant="secondary" href={pathFor('members-id', { id: String(profile.id) })}>
            {intl.formatMessage({ id: 'members.ownProfile.preview' })}
          </Button>
        ) : undefined
      }
    >
      {error !== null && <Alert variant="danger">{errorMessage(error)}</Alert>}
      {(!profile || !settings) && error === null && <Spinner />}
      {profile && settings && (
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gap: theme.space[6],
            [`@media (min-width: ${theme.breakpoints.lg}px)`]: {
              gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
              alignItems: 'start',
            },
          })}
        >
          <PhotoManager />
          <ProfileForm profile={profile} settings={settings} />
        </div>
      )}
    </PageFrame>
  );
}
