import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ProfileField } from '@dating/shared';

// Every option of the profile's pick lists, spelled out so the i18n check sees each id in use.
const OPTIONS = {
  gender: defineMessages({
    male: { id: 'members.options.gender.male' },
    female: { id: 'members.options.gender.female' },
  }),
  sexuality: defineMessages({
    hetero: { id: 'members.options.sexuality.hetero' },
    gay: { id: 'members.options.sexuality.gay' },
    lesbian: { id: 'members.options.sexuality.lesbian' },
    bi: { id: 'members.options.sexuality.bi' },
  }),
  hair_color: defineMessages({
    black: { id: 'members.options.hair_color.black' },
    brown: { id: 'members.options.hair_color.brown' },
    blond: { id: 'members.options.hair_color.blond' },
    red: { id: 'members.options.hair_color.red' },
    grey: { id: 'members.options.hair_color.grey' },
    white: { id: 'members.options.hair_color.white' },
    bald: { id: 'members.options.hair_color.bald' },
    other: { id: 'members.options.hair_color.other' },
  }),
  eye_color: defineMessages({
    brown: { id: 'members.options.eye_color.brown' },
    blue: { id: 'members.options.eye_color.blue' },
    green: { id: 'members.options.eye_color.green' },
    grey: { id: 'members.options.eye_color.grey' },
    hazel: { id: 'members.options.eye_color.hazel' },
    other: { id: 'members.options.eye_color.other' },
  }),
  body_type: defineMessages({
    slim: { id: 'members.options.body_type.slim' },
    athletic: { id: 'members.options.body_type.athletic' },
    average: { id: 'members.options.body_type.average' },
    curvy: { id: 'members.options.body_type.curvy' },
    muscular: { id: 'members.options.body_type.muscular' },
    large: { id: 'members.options.body_type.large' },
  }),
  relationship_status: defineMessages({
    single: { id: 'members.options.relationship_status.single' },
    divorced: { id: 'members.options.relationship_status.divorced' },
    widowed: { id: 'members.options.relationship_status.widowed' },
    separated: { id: 'members.options.relationship_status.separated' },
    in_relationship: { id: 'members.options.relationship_status.in_relationship' },
    married: { id: 'members.options.relationship_status.married' },
    open_relationship: { id: 'members.options.relationship_status.open_relationship' },
  }),
  tattoos: defineMessages({
    none: { id: 'members.options.tattoos.none' },
    one: { id: 'members.options.tattoos.one' },
    some: { id: 'members.options.tattoos.some' },
    many: { id: 'members.options.tattoos.many' },
  }),
  signup_reason: defineMessages({
    chat: { id: 'members.options.signup_reason.chat' },
    friendship: { id: 'members.options.signup_reason.friendship' },
    dating: { id: 'members.options.signup_reason.dating' },
    relationship: { id: 'members.options.signup_reason.relationship' },
    casual: { id: 'members.options.signup_reason.casual' },
    adventure: { id: 'members.options.signup_reason.adventure' },
  }),
};

export type OptionField = keyof typeof OPTIONS;

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

export function isOptionField(field: string): field is OptionField {
  return field in OPTIONS;
}

/** Translates an option value (`hair_color`, `red`) and a field name (`hair_color`). */
export function useOptionLabels() {
  const intl = useIntl();
  const option = useCallback(
    (field: OptionField, value: string) => {
      const descriptor = (OPTIONS[field] as Record<string, { id: string }>)[value];
      return descriptor ? intl.formatMessage(descriptor) : value;
    },
    [intl],
  );
  const field = useCallback((name: ProfileField) => intl.formatMessage(FIELD_LABELS[name]), [intl]);
  const options = useCallback(
    (name: OptionField) =>
      Object.entries(OPTIONS[name]).map(([value, descriptor]) => ({
        value,
        label: intl.formatMessage(descriptor),
      })),
    [intl],
  );
  return { option, field, options };
}
