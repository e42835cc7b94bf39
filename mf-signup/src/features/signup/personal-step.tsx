// Step 4: looks and relationship status, each optional.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  BODY_TYPES,
  EYE_COLORS,
  HAIR_COLORS,
  PROFILE_OPTION_IDS,
  RELATIONSHIP_STATUSES,
  type BodyType,
  type EyeColor,
  type HairColor,
  type RelationshipStatus,
  type User,
} from '@dating/shared';
import { SelectField } from '@dating/shared/forms';
import { StepActions } from './step-actions';
import { fieldRow, StepFrame } from './step-frame';
import { updateSignupProfile } from './update-signup-profile';
import { useStepSave } from './use-step-save';

type LookName = 'hair_color' | 'eye_color' | 'body_type' | 'relationship_status';

interface LookField {
  name: LookName;
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
}

const look = <T extends string>(
  name: LookName,
  label: string,
  values: readonly T[],
  labels: Record<T, string>,
): LookField => ({ name, label, values, labels });

/** The step's selects, two to a row. */
const LOOK_ROWS: LookField[][] = [
  [
    look('hair_color', 'signup.personal.hair-color', HAIR_COLORS, PROFILE_OPTION_IDS.hair_color),
    look('eye_color', 'signup.personal.eye-color', EYE_COLORS, PROFILE_OPTION_IDS.eye_color),
  ],
  [
    look('body_type', 'signup.personal.body-type', BODY_TYPES, PROFILE_OPTION_IDS.body_type),
    look(
      'relationship_status',
      'signup.personal.relationship',
      RELATIONSHIP_STATUSES,
      PROFILE_OPTION_IDS.relationship_status,
    ),
  ],
];

export function PersonalStep({ user, onDone }: { user: User; onDone: () => void }) {
  const intl = useIntl();
  const [looks, setLooks] = useState<Record<LookName, string>>({
    hair_color: user.profile.hair_color ?? '',
    eye_color: user.profile.eye_color ?? '',
    body_type: user.profile.body_type ?? '',
    relationship_status: user.profile.relationship_status ?? '',
  });
  const t = (id: string) => intl.formatMessage({ id });
  const { busy, failure, submit } = useStepSave(
    () =>
      updateSignupProfile({
        hair_color: (looks.hair_color || null) as HairColor | null,
        eye_color: (looks.eye_color || null) as EyeColor | null,
        body_type: (looks.body_type || null) as BodyType | null,
        relationship_status: (looks.relationship_status || null) as RelationshipStatus | null,
      }),
    onDone,
  );

  return (
    <StepFrame
      title={t('signup.personal.title')}
      lead={t('signup.personal.lead')}
      onSubmit={submit}
      actions={<StepActions busy={busy} onSkip={onDone} />}
    >
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {LOOK_ROWS.map((row) => (
        <div key={row[0]?.name} css={fieldRow}>
          {row.map((field) => (
            <SelectField
              key={field.name}
              label={t(field.label)}
              name={field.name}
              placeholder
              options={field.values.map((value) => ({ value, label: t(field.labels[value] ?? value) }))}
              value={looks[field.name]}
              onChange={(event) => {
                const value = event.target.value;
                setLooks((current) => ({ ...current, [field.name]: value }));
              }}
            />
          ))}
        </div>
      ))}
    </StepFrame>
  );
}
