import { api } from '@dating/shared';

/** A personal discount code of the company's delete_discount. */
export const acceptRetentionOffer = () => api.post('/api/retention-offer.php', undefined, { retry: false });
