import { api, type SignupProfileBody } from '@dating/shared';

/** The later steps fill in the profile. */
export const updateSignupProfile = (body: SignupProfileBody) => api.put('/api/signup.php', body);
