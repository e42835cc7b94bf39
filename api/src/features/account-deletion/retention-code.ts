/** The personal discount code the deletion page offers a member to stay; the purge looks for it too. */
export const retentionCode = (userId: number) => `STAY${userId}`;
