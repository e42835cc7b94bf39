import { api } from '@dating/shared';

export const COMPLAINT_TOPICS = ['billing', 'profile', 'conduct', 'privacy', 'technical', 'other'] as const;
export type ComplaintTopic = (typeof COMPLAINT_TOPICS)[number];

export interface Complaint {
  name: string;
  email: string;
  topic: ComplaintTopic;
  message: string;
}

/** `POST /api/complaints.php`; answers the reference the visitor can quote. */
export async function submitComplaint(complaint: Complaint, idempotencyKey: string): Promise<string> {
  const response = await api.post('/api/complaints.php', complaint, {
    idempotencyKey,
  });
  return response.reference;
}
