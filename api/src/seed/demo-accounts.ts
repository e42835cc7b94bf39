/** The demo logins the seed creates; printed at start-up and quoted in api/DEMO.md. */
export const DEMO_PASSWORD = 'demo-password-2024';

export const DEMO_ACCOUNTS = [
  {
    domain: 'flirtlocal.test',
    email: 'demo@flirtlocal.test',
    password: DEMO_PASSWORD,
    note: 'free member, new signup',
  },
  {
    domain: 'flirtlocal.test',
    email: 'premium@flirtlocal.test',
    password: DEMO_PASSWORD,
    note: 'paid member with credits',
  },
  {
    domain: 'herzenssache.test',
    email: 'demo@herzenssache.test',
    password: DEMO_PASSWORD,
    note: 'free member',
  },
] as const;
