// Step 2: a first photo. Optional: members without one are reminded later by the shell's photo alert.
import type { Theme } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@dating/shared';
import { FileInput } from '@dating/shared/forms';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { uploadPhoto } from './upload-photo';
import { useStepSave } from './use-step-save';

export function PhotoStep({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // No photo chosen: the step is simply done (the photo is optional).
  const { busy, failure, submit } = useStepSave(async () => {
    if (file) await uploadPhoto(file);
  }, onDone);

  const t = (id: string) => intl.formatMessage({ id });
  return (
    <StepFrame
      title={t('signup.photo.title')}
      lead={t('signup.photo.lead')}
      onSubmit={submit}
      actions={
        <StepActions
          busy={busy}
          onSkip={onDone}
          submitDisabled={!file}
          submitLabel={t('signup.photo.submit')}
        />
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
