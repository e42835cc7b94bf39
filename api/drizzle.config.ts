import { defineConfig } from 'drizzle-kit';

// One migration history for both engines (PGlite and PostgreSQL); `npm run db:generate -w @dating/api`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
