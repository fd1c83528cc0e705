import type { SiteContent } from '../../src/content/site-content';
import { loadWith } from './load-fixture';

/** Three testimonials as the content loader hands them to pages. */
export const FIXTURE_CONTENT: SiteContent = {
  testimonials: [
    {
      name: 'Thandeka Mokoena',
      feedback: 'Calls now follow me to site on my cellphone.',
      company: 'Mokoena Plumbing & Projects',
      services: ['phone-system'],
      image: { src: '/media/t1.svg', width: 160, height: 160 },
    },
    {
      name: 'Pieter Botha',
      feedback: 'The tender team found an RFQ we would never have seen.',
      company: 'Karoo Line Logistics',
      services: ['tender-bids'],
      image: { src: '/media/t2.svg', width: 160, height: 160 },
    },
    {
      name: 'Ayesha Patel',
      feedback: 'The invoice cash advance had 70% in our account within two days.',
      company: 'Patel Office Supplies (Pty) Ltd',
      services: ['invoice-finance'],
      image: { src: '/media/t3.svg', width: 160, height: 160 },
    },
  ],
};

export const BLOCKS_FIXTURE_PATH = '/blocks-fixture';

/** A page holding the interactive blocks, for tests that must not wait on the shipped pages. */
export const BLOCKS_FIXTURE_PAGE = `
name: Block fixture
paths: [${BLOCKS_FIXTURE_PATH}]
meta: { title: Block fixture, description: Interactive blocks under test. }
sections:
  - type: hero
    heading: Block fixture
  - type: audio-player
    id: greeting
    heading: Hear your digital receptionist
    sources:
      - { src: /media/greeting.opus, type: "audio/ogg; codecs=opus" }
      - { src: /media/greeting.mp3, type: audio/mpeg }
    transcript: Hello, and thank you for calling TolaBiz.
  - type: carousel
    id: photos
    heading: Our tender work
    label: Photos of our tender work
    slides:
      - { image: { src: /media/tender-1.svg, alt: Tender documents being prepared, width: 800, height: 450 }, caption: Preparing the bid }
      - { image: { src: /media/tender-2.svg, alt: A magnifying glass over a tender, width: 800, height: 450 }, caption: Reading the fine print }
      - { image: { src: /media/tender-3.svg, alt: A bid flying into a submission tray, width: 800, height: 450 }, caption: Submitted on time }
`;

/** The shipped config plus the fixture page. */
export function blocksFixtureModel() {
  const result = loadWith({ 'pages/blocks-fixture.yaml': BLOCKS_FIXTURE_PAGE });
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return result.model;
}
