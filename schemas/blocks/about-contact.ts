import { z } from 'zod';
import { text } from '../fields';
import { cityTextSchema, sectionIdSchema } from '../common';
import { linkRefSchema } from '../link-templates';

export const aboutContactSchema = z
  .strictObject({
    type: z.literal('about-contact'),
    id: sectionIdSchema.optional().describe('Anchor id of the section; the navigation links to #contact.'),
    heading: cityTextSchema.describe('Section heading (h2), like "About us".'),
    paragraphs: z.array(cityTextSchema).min(1).describe('About the business, one paragraph each.'),
    contactHeading: text().min(1).default('Contact us').describe('Heading of the contact card (h3).'),
    phoneLabel: text().min(1).default('Call us').describe('Label in front of the phone number (the number itself is brand.phone).'),
    addressLabel: text().min(1).default('Visit us').describe('Label above the street address (the address itself is brand.address).'),
    chat: linkRefSchema.describe('The live-chat button, like { label: Talk to an Expert, link: live-chat }.'),
  })
  .describe('About us and contact: text, the brand phone number and street address, and a live-chat button.');

export type AboutContactBlock = z.infer<typeof aboutContactSchema>;
