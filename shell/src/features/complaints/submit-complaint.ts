import { api, type ComplaintBody } from '@dating/shared';

/** `POST /api/complaints.php`; answers the reference the visitor can quote. */
export async function submitComplaint(complaint: ComplaintBody, idempotencyKey: string): Promise<string> {
  const response = await api.post('/api/complaints.php', complaint, { idempotencyKey });
  return response.reference;
}
