import type { Theme } from '@emotion/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  getBus,
  isApiError,
  type OwnPhotoStatus,
  type OwnPhotos,
  pathFor,
  Spinner,
  useErrorMessage,
  Icon,
} from '@dating/shared';
import { ConfirmDialog } from '@dating/shared/dialog';
import { FileInput } from '@dating/shared/forms';
import { arrangePhotos } from './api/arrange-photos';
import { deletePhoto } from './api/delete-photo';
import type { CropRect } from './api/crop-rect';
import { CropDialog } from './crop-dialog';
import { useChangePhotos, useOwnPhotos, useUploadPhoto } from './use-own-profile';

const MAX_BYTES = 10 * 1024 * 1024;

const STATUS_IDS: Record<OwnPhotoStatus, string> = {
  pending: 'members.ownProfile.photoPending',
  active: 'members.ownProfile.photoActive',
  rejected: 'members.ownProfile.photoRejected',
};

/** The member's photos: upload with crop, main photo, order, delete, each with its moderation status. */
export function PhotoManager() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const photos = useOwnPhotos();
  const state = photos.data ?? null;
  const uploading = useUploadPhoto();
  const changing = useChangePhotos();
  const busy = uploading.isPending || changing.isPending;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  /** The photo whose deletion waits for the member's yes. */
  const [deleting, setDeleting] = useState<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  const explain = (caught: unknown) => {
    if (isApiError(caught)) {
      if (caught.errorId === 'photo_limit_reached')
        return intl.formatMessage({ id: 'members.ownProfile.limitReached' }, { limit: state?.limit ?? 3 });
      if (caught.errorId === 'photo_too_large')
        return intl.formatMessage({ id: 'members.ownProfile.tooLarge' });
      if (caught.errorId === 'not_an_image')
        return intl.formatMessage({ id: 'members.ownProfile.notAnImage' });
      if (caught.errorId === 'photo_too_small')
        return intl.formatMessage({ id: 'members.ownProfile.tooSmall' });
    }
    return errorMessage(caught);
  };

  const choose = (files: File[]) => {
    const chosen = files[0];
    setError(null);
    if (!chosen) return;
    if (chosen.size > MAX_BYTES) setError(intl.formatMessage({ id: 'members.ownProfile.tooLarge' }));
    else if (!chosen.type.startsWith('image/'))
      setError(intl.formatMessage({ id: 'members.ownProfile.notAnImage' }));
    else setFile(chosen);
  };

  const upload = async (crop: CropRect | null) => {
    if (!file) return;
    try {
      await uploading.mutateAsync({ file, crop });
      setFile(null);
      getBus().publish('session.reload-requested', {});
      getBus().publish('toast.show', {
        message: { text: intl.formatMessage({ id: 'members.ownProfile.uploaded' }) },
        variant: 'success',
      });
    } catch (caught) {
      setFile(null);
      setError(explain(caught));
    } finally {
      setInputKey((key) => key + 1);
    }
  };

  const change = async (work: () => Promise<OwnPhotos | void>) => {
    setError(null);
    try {
      await changing.mutateAsync(work);
      getBus().publish('session.reload-requested', {});
    } catch (caught) {
      setError(explain(caught));
    }
  };

  if (!state)
    return photos.isError ? <Alert variant="danger">{errorMessage(photos.error)}</Alert> : <Spinner />;
  const ids = state.photos.map((photo) => photo.id);
  const move = (index: number, by: number) => {
    const order = [...ids];
    order.splice(index + by, 0, ...order.splice(index, 1));
    void change(() => arrangePhotos(order));
  };
  const full = state.used >= state.limit;

  return (
    <section
      aria-labelledby="members-own-photos"
      css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}
    >
      <h2 id="members-own-photos" css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl })}>
        {intl.formatMessage({ id: 'members.ownProfile.photosTitle' })}
      </h2>
      <p ref={status} css={(theme: Theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        {intl.formatMessage(
          { id: 'members.ownProfile.photoCount' },
          { used: state.used, limit: state.limit },
        )}
      </p>
      {error && (
        <Alert variant="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {state.photos.length > 0 && (
        <ul
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: theme.space[3],
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          })}
        >
          {state.photos.map((photo, index) => (
            <li
              key={photo.id}
              css={(theme: Theme) => ({
                background: theme.colors.surface,
                borderRadius: theme.radii.md,
                boxShadow: theme.shadows.sm,
                overflow: 'hidden',
                display: 'grid',
              })}
            >
              <div css={{ position: 'relative', aspectRatio: '4 / 5' }}>
                <img
                  src={photo.thumb_url}
                  alt={intl.formatMessage({ id: 'members.ownProfile.photoAlt' }, { number: index + 1 })}
                  css={{
                    width: '100%',
                    height: '100%',
                    objectFit: 'cover',
                    display: 'block',
                    opacity: photo.status === 'rejected' ? 0.4 : 1,
                  }}
                />
                {photo.is_main && (
                  <span
                    css={(theme: Theme) => ({
                      position: 'absolute',
                      top: theme.space[2],
                      left: theme.space[2],
                      background: theme.colors.primary,
                      color: theme.colors.onPrimary,
                      borderRadius: theme.radii.pill,
                      padding: `2px ${theme.space[2]}px`,
                      fontSize: theme.fontSizes.xs,
                      fontWeight: theme.fontWeights.bold,
                    })}
                  >
                    {intl.formatMessage({ id: 'members.ownProfile.mainPhoto' })}
                  </span>
                )}
              </div>
              <div
                css={(theme: Theme) => ({ padding: theme.space[2], display: 'grid', gap: theme.space[2] })}
              >
                <span
                  css={(theme: Theme) => ({
                    fontSize: theme.fontSizes.sm,
                    color:
                      photo.status === 'active'
                        ? theme.colors.success
                        : photo.status === 'pending'
                          ? theme.colors.warningText
                          : theme.colors.danger,
                  })}
                >
                  {intl.formatMessage({ id: STATUS_IDS[photo.status] })}
                </span>
                <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[1] })}>
                  {!photo.is_main && photo.status !== 'rejected' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void change(() => arrangePhotos(ids, photo.id))}
                    >
                      {intl.formatMessage({ id: 'members.ownProfile.makeMain' })}
                    </Button>
                  )}
                  {index > 0 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => move(index, -1)}
                      aria-label={intl.formatMessage(
                        { id: 'members.ownProfile.moveEarlier' },
                        { number: index + 1 },
                      )}
                    >
                      <Icon name="back" size={18} />
                    </Button>
                  )}
                  {index < ids.length - 1 && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() => move(index, 1)}
                      aria-label={intl.formatMessage(
                        { id: 'members.ownProfile.moveLater' },
                        { number: index + 1 },
                      )}
                    >
                      <Icon name="forward" size={18} />
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    onClick={() => setDeleting(photo.id)}
                    aria-label={intl.formatMessage(
                      { id: 'members.ownProfile.deletePhoto' },
                      { number: index + 1 },
                    )}
                  >
                    {intl.formatMessage({ id: 'members.ownProfile.delete' })}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Alert
          variant="info"
          action={
            state.limit < 25 ? (
              <Button asLink href={pathFor('premium')} size="sm">
                {intl.formatMessage({ id: 'members.ownProfile.goPremium' })}
              </Button>
            ) : undefined
          }
        >
          {intl.formatMessage({ id: 'members.ownProfile.limitReached' }, { limit: state.limit })}
        </Alert>
      ) : null}
      <FileInput
        key={`file-${inputKey}`}
        label={intl.formatMessage({ id: 'members.ownProfile.addPhoto' })}
        // At the limit the picker is off before a photo is chosen and cropped, with the reason as its hint.
        hint={
          full
            ? intl.formatMessage({ id: 'members.ownProfile.limitReached' }, { limit: state.limit })
            : intl.formatMessage({ id: 'members.ownProfile.photoHint' })
        }
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic"
        disabled={busy || full}
        onFiles={choose}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage({ id: 'members.ownProfile.deleteConfirm' })}
        confirmLabel={intl.formatMessage({ id: 'members.ownProfile.delete' })}
        cancelLabel={intl.formatMessage({ id: 'members.ownProfile.cancel' })}
        danger
        onConfirm={() => {
          const id = deleting;
          setDeleting(null);
          if (id === null) return;
          void change(async () => {
            await deletePhoto(id);
          });
        }}
        onCancel={() => setDeleting(null)}
      />
      <CropDialog
        key={`crop-${inputKey}`}
        file={file}
        busy={busy}
        onCancel={() => setFile(null)}
        onConfirm={(crop) => void upload(crop)}
      />
    </section>
  );
}
