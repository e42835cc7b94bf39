// The profile's pick-list options (hair colour, body type, ...) in the member's language: the same words on a
// profile, in the search filters and in the signup, translated once.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Message id of every option, spelled out so the i18n check sees each id in use. */
export const PROFILE_OPTION_IDS = {
  gender: {
    male: 'shared.options.gender.male',
    female: 'shared.options.gender.female',
  },
  sexuality: {
    hetero: 'shared.options.sexuality.hetero',
    gay: 'shared.options.sexuality.gay',
    lesbian: 'shared.options.sexuality.lesbian',
    bi: 'shared.options.sexuality.bi',
  },
  hair_color: {
    black: 'shared.options.hair_color.black',
    brown: 'shared.options.hair_color.brown',
    blond: 'shared.options.hair_color.blond',
    red: 'shared.options.hair_color.red',
    grey: 'shared.options.hair_color.grey',
    white: 'shared.options.hair_color.white',
    bald: 'shared.options.hair_color.bald',
    other: 'shared.options.hair_color.other',
  },
  eye_color: {
    brown: 'shared.options.eye_color.brown',
    blue: 'shared.options.eye_color.blue',
    green: 'shared.options.eye_color.green',
    grey: 'shared.options.eye_color.grey',
    hazel: 'shared.options.eye_color.hazel',
    other: 'shared.options.eye_color.other',
  },
  body_type: {
    slim: 'shared.options.body_type.slim',
    athletic: 'shared.options.body_type.athletic',
    average: 'shared.options.body_type.average',
    curvy: 'shared.options.body_type.curvy',
    muscular: 'shared.options.body_type.muscular',
    large: 'shared.options.body_type.large',
  },
  relationship_status: {
    single: 'shared.options.relationship_status.single',
    divorced: 'shared.options.relationship_status.divorced',
    widowed: 'shared.options.relationship_status.widowed',
    separated: 'shared.options.relationship_status.separated',
    in_relationship: 'shared.options.relationship_status.in_relationship',
    married: 'shared.options.relationship_status.married',
    open_relationship: 'shared.options.relationship_status.open_relationship',
  },
  tattoos: {
    none: 'shared.options.tattoos.none',
    one: 'shared.options.tattoos.one',
    some: 'shared.options.tattoos.some',
    many: 'shared.options.tattoos.many',
  },
  signup_reason: {
    chat: 'shared.options.signup_reason.chat',
    friendship: 'shared.options.signup_reason.friendship',
    dating: 'shared.options.signup_reason.dating',
    relationship: 'shared.options.signup_reason.relationship',
    casual: 'shared.options.signup_reason.casual',
    adventure: 'shared.options.signup_reason.adventure',
  },
} as const;

export type ProfileOptionField = keyof typeof PROFILE_OPTION_IDS;

export function isProfileOptionField(field: string): field is ProfileOptionField {
  return field in PROFILE_OPTION_IDS;
}

/** `option('hair_color', 'red')` is "Red" in the page's language; `options('hair_color')` the whole list. */
export function useProfileOptionLabels() {
  const intl = useIntl();
  const option = useCallback(
    (field: ProfileOptionField, value: string) => {
      const id = (PROFILE_OPTION_IDS[field] as Record<string, string>)[value];
      return id ? intl.formatMessage({ id }) : value;
    },
    [intl],
  );
  const options = useCallback(
    (field: ProfileOptionField) =>
      Object.entries(PROFILE_OPTION_IDS[field]).map(([value, id]) => ({
        value,
        label: intl.formatMessage({ id }),
      })),
    [intl],
  );
  return { option, options };
}
