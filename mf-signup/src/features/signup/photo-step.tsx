// Step 2: a first photo. Optional: members without one are reminded later by the shell's photo alert.
import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, FileInput } from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import { StepFrame } from './step-frame';
import { uploadPhoto } from './upload-photo';

export function PhotoStep({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const submit = async () => {
    if (!file) {
      onDone();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await uploadPhoto(file);
      onDone();
    } catch (error) {
      setFailure(fromError(error));
    } finally {
      setBusy(false);
    }
  };

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StepFrame
      title={t('signup.photo.title')}
      lead={t('signup.photo.lead')}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('signup.steps.skip')}
          </Button>
          <Button type="submit" size="lg" loading={busy} disabled={busy || !file}>
            {t('signup.photo.submit')}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space[4],
          alignItems: 'center',
        })}
      >
        <div
          css={(theme: Theme) => ({
            width: 128,
            height: 128,
            borderRadius: theme.radii.pill,
            background: theme.colors.surfaceMuted,
            overflow: 'hidden',
            flexShrink: 0,
          })}
        >
          {preview ? (
            <img
              src={preview}
              alt={t('signup.photo.preview')}
              css={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
        </div>
        <FileInput
          label={t('signup.photo.choose')}
          hint={t('signup.photo.hint')}
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </div>
    </StepFrame>
  );
}
