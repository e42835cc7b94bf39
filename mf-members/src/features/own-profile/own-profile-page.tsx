import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, pathFor, type Profile, Spinner, useErrorMessage } from '@dating/shared';
import type { PageProps } from '../../app/pages';
import { PageFrame } from '../member-card/page-frame';
import { useSettings } from '../member-card/use-site';
import { getOwnProfile } from './api/get-own-profile';
import { PhotoManager } from './photo-manager';
import { ProfileForm } from './profile-form';

export function OwnProfilePage({ route }: PageProps) {
  const intl = useIntl();
  const settings = useSettings();
  const errorMessage = useErrorMessage();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    getOwnProfile(controller.signal).then(setProfile, (caught: unknown) => {
      if (!controller.signal.aborted) setError(caught);
    });
    return () => controller.abort();
  }, []);

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
          <ProfileForm profile={profile} settings={settings} onSaved={setProfile} />
        </div>
      )}
    </PageFrame>
  );
}
