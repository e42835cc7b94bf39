// Step 4: looks and relationship status, each optional.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  BODY_TYPES,
  Button,
  EYE_COLORS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SelectField,
  type BodyType,
  type EyeColor,
  type HairColor,
  type RelationshipStatus,
  type User,
} from '@dating/shared';
import { useAccountError } from '../account-errors/use-account-error';
import {
  BODY_TYPE_LABELS,
  EYE_COLOR_LABELS,
  HAIR_COLOR_LABELS,
  RELATIONSHIP_LABELS,
} from './profile-option-labels';
import { fieldRow, StepFrame } from './step-frame';
import { updateSignupProfile } from './update-signup-profile';

export function PersonalStep({ user, onDone }: { user: User; onDone: () => void }) {
  const intl = useIntl();
  const { fromError } = useAccountError();
  const [hair, setHair] = useState<string>(user.profile.hair_color ?? '');
  const [eyes, setEyes] = useState<string>(user.profile.eye_color ?? '');
  const [body, setBody] = useState<string>(user.profile.body_type ?? '');
  const [relationship, setRelationship] = useState<string>(user.profile.relationship_status ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
    values.map((value) => ({ value, label: t(labels[value]) }));

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await updateSignupProfile({
        hair_color: (hair || null) as HairColor | null,
        eye_color: (eyes || null) as EyeColor | null,
        body_type: (body || null) as BodyType | null,
        relationship_status: (relationship || null) as RelationshipStatus | null,
      });
      onDone();
    } catch (error) {
      setFailure(fromError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepFrame
      title={t('signup.personal.title')}
      lead={t('signup.personal.lead')}
      onSubmit={() => void submit()}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('signup.steps.skip')}
          </Button>
          <Button type="submit" size="lg" loading={busy} disabled={busy}>
            {t('signup.steps.next')}
          </Button>
        </>
      }
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      <div css={fieldRow}>
        <SelectField
          label={t('signup.personal.hair-color')}
          name="hair_color"
          placeholder
          options={options(HAIR_COLORS, HAIR_COLOR_LABELS)}
          value={hair}
          onChange={(event) => setHair(event.target.value)}
        />
        <SelectField
          label={t('signup.personal.eye-color')}
          name="eye_color"
          placeholder
          options={options(EYE_COLORS, EYE_COLOR_LABELS)}
          value={eyes}
          onChange={(event) => setEyes(event.target.value)}
        />
      </div>
      <div css={fieldRow}>
        <SelectField
          label={t('signup.personal.body-type')}
          name="body_type"
          placeholder
          options={options(BODY_TYPES, BODY_TYPE_LABELS)}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
        <SelectField
          label={t('signup.personal.relationship')}
          name="relationship_status"
          placeholder
          options={options(RELATIONSHIP_STATUSES, RELATIONSHIP_LABELS)}
          value={relationship}
          onChange={(event) => setRelationship(event.target.value)}
        />
      </div>
    </StepFrame>
  );
}
