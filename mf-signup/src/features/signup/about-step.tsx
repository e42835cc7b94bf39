// Step 5: about me: why the member is here, interests (names in the visitor's language from the settings)
// and a few words of their own.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  PROFILE_OPTION_IDS,
  SIGNUP_REASONS,
  type Interest,
  type Settings,
  type SignupReason,
  type User,
} from '@dating/shared';
import { ChipGroup, SelectField, TextField } from '@dating/shared/forms';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { updateSignupProfile } from './update-signup-profile';
import { useStepSave } from './use-step-save';

const MAX_INTERESTS = 20;

export interface AboutStepProps {
  user: User;
  settings: Settings | undefined;
  onDone: () => void;
}

export function AboutStep({ user, settings, onDone }: AboutStepProps) {
  const intl = useIntl();
  const [reason, setReason] = useState<string>(user.profile.signup_reason ?? '');
  const [interests, setInterests] = useState<Interest[]>(user.profile.interests);
  const [text, setText] = useState(user.profile.personal_text ?? '');
  const t = (id: string) => intl.formatMessage({ id });

  const { busy, failure, submit } = useStepSave(
    () =>
      updateSignupProfile({
        signup_reason: (reason || null) as SignupReason | null,
        interests,
        personal_text: text.trim() || null,
      }),
    onDone,
  );

  return (
    <StepFrame
      title={t('signup.about.title')}
      lead={t('signup.about.lead')}
      onSubmit={submit}
      actions={<StepActions busy={busy} onSkip={onDone} />}
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <SelectField
        label={t('signup.about.reason')}
        name="signup_reason"
        placeholder
        options={SIGNUP_REASONS.map((value) => ({
          value,
          label: t(PROFILE_OPTION_IDS.signup_reason[value]),
        }))}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {settings?.interests?.length ? (
        <ChipGroup
          legend={t('signup.about.interests')}
          options={settings.interests.map((interest) => ({ value: interest.id, label: interest.name }))}
          value={interests}
          onChange={setInterests}
          max={MAX_INTERESTS}
        />
      ) : null}
      <TextField
        multiline
        rows={4}
        maxLength={2000}
        label={t('signup.about.text')}
        hint={t('signup.about.text-hint')}
        name="personal_text"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </StepFrame>
  );
}
