import { api, type Profile } from '@dating/shared';

export type ProfileChanges = Partial<
  Pick<
    Profile,
    | 'name'
    | 'gender'
    | 'sexuality'
    | 'date_of_birth'
    | 'country'
    | 'region'
    | 'city'
    | 'interests'
    | 'hair_color'
    | 'eye_color'
    | 'body_type'
    | 'relationship_status'
    | 'tattoos'
    | 'personal_text'
    | 'signup_reason'
  >
>;

/** PUT /api/profile.php: changes the given fields, answers the whole profile. */
export const updateOwnProfile = (changes: ProfileChanges) => api.put<Profile>('/api/profile.php', changes);
