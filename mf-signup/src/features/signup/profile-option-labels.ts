// Message ids of the profile option lists the signup asks for, spelled out for the i18n check.
import type { BodyType, EyeColor, HairColor, RelationshipStatus, SignupReason } from '@dating/shared';

export const HAIR_COLOR_LABELS: Record<HairColor, string> = {
  black: 'signup.options.hair-black',
  brown: 'signup.options.hair-brown',
  blond: 'signup.options.hair-blond',
  red: 'signup.options.hair-red',
  grey: 'signup.options.hair-grey',
  white: 'signup.options.hair-white',
  bald: 'signup.options.hair-bald',
  other: 'signup.options.other',
};

export const EYE_COLOR_LABELS: Record<EyeColor, string> = {
  brown: 'signup.options.eyes-brown',
  blue: 'signup.options.eyes-blue',
  green: 'signup.options.eyes-green',
  grey: 'signup.options.eyes-grey',
  hazel: 'signup.options.eyes-hazel',
  other: 'signup.options.other',
};

export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  slim: 'signup.options.body-slim',
  athletic: 'signup.options.body-athletic',
  average: 'signup.options.body-average',
  curvy: 'signup.options.body-curvy',
  muscular: 'signup.options.body-muscular',
  large: 'signup.options.body-large',
};

export const RELATIONSHIP_LABELS: Record<RelationshipStatus, string> = {
  single: 'signup.options.relationship-single',
  divorced: 'signup.options.relationship-divorced',
  widowed: 'signup.options.relationship-widowed',
  separated: 'signup.options.relationship-separated',
  in_relationship: 'signup.options.relationship-in-relationship',
  married: 'signup.options.relationship-married',
  open_relationship: 'signup.options.relationship-open',
};

export const SIGNUP_REASON_LABELS: Record<SignupReason, string> = {
  chat: 'signup.options.reason-chat',
  friendship: 'signup.options.reason-friendship',
  dating: 'signup.options.reason-dating',
  relationship: 'signup.options.reason-relationship',
  casual: 'signup.options.reason-casual',
  adventure: 'signup.options.reason-adventure',
};
