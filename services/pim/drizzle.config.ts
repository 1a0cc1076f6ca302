import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/orders-schema.ts', './src/db/images-schema.ts'],
  out: './src/db/migrations',
  schemaFilter: ['pim'],
});
