// Step 5: about me: why the member is here, interests (names in the visitor's language from the settings)
// and a few words of their own.
import type { Theme } from '@emotion/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  SelectField,
  SIGNUP_REASONS,
  TextField,
  type Interest,
  type Settings,
  type SignupReason,
  type User,
} from '@dating/shared';
import { SIGNUP_REASON_LABELS } from './profile-option-labels';
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

  const toggle = (interest: Interest) =>
    setInterests((current) =>
      current.includes(interest)
        ? current.filter((value) => value !== interest)
        : current.length < MAX_INTERESTS
          ? [...current, interest]
          : current,
    );

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
      onSubmit={() => void submit()}
      actions={<StepActions busy={busy} onSkip={onDone} />}
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <SelectField
        label={t('signup.about.reason')}
        name="signup_reason"
        placeholder
        options={SIGNUP_REASONS.map((value) => ({ value, label: t(SIGNUP_REASON_LABELS[value]) }))}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {settings?.interests?.length ? (
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend
            css={(theme: Theme) => ({
              fontWeight: theme.fontWeights.medium,
              padding: 0,
              marginBottom: theme.space[2],
            })}
          >
            {t('signup.about.interests')}
          </legend>
          <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
            {settings.interests.map((interest) => {
              const checked = interests.includes(interest.id);
              return (
                <label
                  key={interest.id}
                  css={(theme: Theme) => ({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: theme.space[1],
                    minHeight: 36,
                    padding: `${theme.space[1]}px ${theme.space[3]}px`,
                    borderRadius: theme.radii.pill,
                    border: `1px solid ${checked ? theme.colors.primary : theme.colors.border}`,
                    background: checked ? theme.colors.primary : theme.colors.surface,
                    color: checked ? theme.colors.onPrimary : theme.colors.text,
                    cursor: 'pointer',
                    '&:focus-within': theme.focusRing,
                  })}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() => toggle(interest.id)}
                    css={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                  />
                  {interest.name}
                </label>
              );
            })}
          </div>
        </fieldset>
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
