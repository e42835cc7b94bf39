import { api } from '@dating/shared';

/** A personal discount code of the company's delete_discount, claimed with the password (once per member). */
export const acceptRetentionOffer = (password: string) =>
  api.post('/api/retention-offer.php', { password }, { retry: false });
