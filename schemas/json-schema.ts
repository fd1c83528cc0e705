import { z } from 'zod';
import { pageSchema } from './page';
import { siteSchema } from './site';

/** JSON Schema files for editors (yaml-language-server), generated from the zod schemas. */
export function jsonSchemaFiles(): Record<string, string> {
  const generate = (schema: z.ZodType, title: string) =>
    // io: 'input' so keys with defaults stay optional for the person typing the YAML.
    `${JSON.stringify({ title, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`;
  return {
    'schemas/json/site.schema.json': generate(siteSchema, 'landing-engine site.config.yaml'),
    'schemas/json/page.schema.json': generate(pageSchema, 'landing-engine page (pages/*.yaml)'),
  };
}
