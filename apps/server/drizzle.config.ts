import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/spare-schema.ts', './src/db/documents-schema.ts', './src/db/purchasing-schema.ts'],
  out: './drizzle',
});
