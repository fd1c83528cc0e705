import { z } from 'zod';
import { pageSchema } from './page';
import { siteSchema } from './site';
import { pageTranslationSchema, siteTranslationSchema } from './translation';

/** JSON Schema files for editors (yaml-language-server), generated from the zod schemas. */
export function jsonSchemaFiles(): Record<string, string> {
  const generate = (schema: z.ZodType, title: string) =>
    // io: 'input' so keys with defaults stay optional for the person typing the YAML.
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    'schemas/json/site.schema.json': generate(siteSchema, 'landing-engine site.config.yaml'),
    'schemas/json/page.schema.json': generate(pageSchema, 'landing-engine page (pages/*.yaml)'),
    'schemas/json/page-translation.schema.json': generate(pageTranslationSchema, 'landing-engine page translation (translations/<tag>/pages/*.yaml)'),
    'schemas/json/site-translation.schema.json': generate(siteTranslationSchema, 'landing-engine site translation (translations/<tag>/site.yaml)'),
  };
}
