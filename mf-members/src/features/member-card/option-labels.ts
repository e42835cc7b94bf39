// @feature-public: other features import this module (docs/conventions.md, Layout).
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  isProfileOptionField,
  type ProfileField,
  type ProfileOptionField,
  useProfileOptionLabels,
} from '@dating/shared';

export type OptionField = ProfileOptionField;

const FIELD_LABELS = defineMessages({
  gender: { id: 'members.fields.gender' },
  sexuality: { id: 'members.fields.sexuality' },
  age: { id: 'members.fields.age' },
  country: { id: 'members.fields.country' },
  region: { id: 'members.fields.region' },
  city: { id: 'members.fields.city' },
  interests: { id: 'members.fields.interests' },
  hair_color: { id: 'members.fields.hair_color' },
  eye_color: { id: 'members.fields.eye_color' },
  body_type: { id: 'members.fields.body_type' },
  relationship_status: { id: 'members.fields.relationship_status' },
  tattoos: { id: 'members.fields.tattoos' },
  personal_text: { id: 'members.fields.personal_text' },
  signup_reason: { id: 'members.fields.signup_reason' },
} satisfies Record<ProfileField, { id: string }>);

export const isOptionField = isProfileOptionField;

/** Translates an option value (`hair_color`, `red`), a whole option list and a field name (`hair_color`). */
export function useOptionLabels() {
  const intl = useIntl();
  const { option, options } = useProfileOptionLabels();
  const field = useCallback((name: ProfileField) => intl.formatMessage(FIELD_LABELS[name]), [intl]);
  return { option, field, options };
}
