import type { BlockType } from './index';

/**
 * A minimal section of each block type, as a marketer would write it under `sections:`. They go
 * into docs/blocks.md, the editor starts a new section as one, and tests/dev/docs/docs.test.ts
 * validates each against the shipped site (so link templates and media files exist). TypeScript
 * refuses a block type without one. Their texts are example copy: validate warns on a page that
 * still holds one (LE708), so none may be a text a real page says (tests/config/example-copy.test.ts).
 */
export const BLOCK_EXAMPLES: Record<BlockType, string> = {
  hero: `
- type: hero
  heading: Solar Finance{city}
  intro: Finance for solar installations, from R50,000.
  claims: [Fixed monthly instalments, Decision in 48 hours]
  actions:
    - { label: Apply Now, link: finance-apply }`,
  buttons: `
- type: buttons
  heading: Ready to start your bid?
  buttons:
    - { label: GET A QUOTE, link: tender-quote }
    - { label: LEARN MORE, link: tender-article, context: "about tender finance", style: secondary }`,
  copy: `
- type: copy
  heading: How it works{city}
  paragraphs:
    - Tell us what you need. We send a quote the same day.
  bullets:
    - Free installation
    - Pay on delivery`,
  carousel: `
- type: carousel
  label: Bakkie hire photos
  slides:
    - image: { src: /media/bakkie-1.svg, alt: "A loaded bakkie.", width: 800, height: 450 }
    - image: { src: /media/bakkie-2.svg, alt: "Moving boxes on a hand truck.", width: 800, height: 450 }`,
  testimonials: `
- type: testimonials
  heading: What our customers say
  label: Client testimonials`,
  'audio-player': `
- type: audio-player
  heading: Hear our receptionist answer
  sources:
    - { src: /media/greeting.opus, type: "audio/ogg; codecs=opus" }
    - { src: /media/greeting.mp3, type: audio/mpeg }
  transcript: "Hello, and thank you for calling."`,
  'about-contact': `
- type: about-contact
  id: contact-us
  heading: Who we are and what we do
  paragraphs:
    - We help small businesses sound professional and get funded.
  contactHeading: Get in touch
  phoneLabel: Call us
  addressLabel: Visit us
  chat: { label: Talk to an Expert, link: live-chat }`,
  'refer-and-earn': `
- type: refer-and-earn
  id: refer-friends
  heading: Refer a friend, earn a reward
  paragraphs:
    - Refer a business owner and earn commission.
  buttons:
    - { label: Join Now, link: refer-join }`,
  deals: `
- type: deals
  id: projects
  heading: Pick a project to fund{city}
  intro:
    - Every project is a verified order. Pick one.
  loadingText: Loading the projects...
  waitingText: The live deals appear here once this page has loaded.
  dealActions:
    - { label: AM INTERESTED, link: investor-form }
  investAction: { label: I WANT TO INVEST NOW, link: investor-form }
  chatAction: { label: LIVE CHAT, link: live-chat, style: secondary }
  closedText: This project is fully funded.
  closedOverlay: { src: /media/closed-overlay.svg, alt: "", width: 400, height: 260 }`,
  'confetti-button': `
- type: confetti-button
  buttons:
    - { label: APPLY NOW, link: invoice-apply, celebrate: true }
  confetti: { durationMs: 5000, pieces: 200, gravity: 0.1, friction: 0.99, tweenDurationMs: 5000 }`,
  'legal-document': `
- type: legal-document
  title: Cookie Policy
  effective: Effective 1 January 2026
  intro:
    - This policy explains which cookies this website sets.
  sections:
    - heading: Which cookies we set
      paragraphs:
        - Only the cookies that keep track of where a visitor came from.`,
  'plan-cards': `
- type: plan-cards
  heading: Phone plans{city}
  pricePerMinute: 0.59
  rentalPerUser: 49
  bundles: [0, 100, 250]
  order: { label: ORDER NOW, link: phone-order }
  plans:
    - name: Solo
      setupFee: 499
      defaultUsers: 1
      defaultMinutes: 100
      isPBX: false
      features:
        - { name: Voicemail to email, available: true }`,
  'comparison-table': `
- type: comparison-table
  heading: Briefing plans compared
  caption: Briefing packages and what they cost
  rowHeader: Package
  columns: [Briefings, Price]
  rows:
    - { label: Ad-Hoc, cells: ["1", "R1,280"] }
    - { label: Standard, cells: ["5", "R6,399.75"] }`,
};

/**
 * The keys whose texts are example copy (LE708): headings, paragraphs, claims and the like; not
 * button labels ("Apply Now") or names, which a real page may well share with an example.
 */
export const EXAMPLE_PROSE_KEYS: ReadonlySet<string> = new Set([
  'heading',
  'intro',
  'paragraphs',
  'bullets',
  'claims',
  'transcript',
  'caption',
  'title',
  'contactHeading',
  'loadingText',
  'closedText',
  'alt',
]);
