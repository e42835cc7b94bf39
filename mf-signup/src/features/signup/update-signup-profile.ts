import { api, type SignupProfileBody, type User } from '@dating/shared';

/** The later steps fill in the profile. */
export const updateSignupProfile = (body: SignupProfileBody) => api.put<User>('/api/signup.php', body);
