/** Shared by the route-matching and server tests. */
// The spec's route table (point 2.2), with {city} and {product} filled in.
export const ROUTE_TABLE: Record<string, string[]> = {
  home: ['/', '/l/voip-phone-system-and-cloud-hosted-pbx', '/3cx-voip-phone', '/3cx-voip-phone/{city}', '/3cx-voip-phone-in-{city}', '/voip', '/voip/{city}', '/TheBizzPhone'],
  'legal-privacy': ['/privacy'],
  'legal-terms': ['/terms'],
  'tender-bid': ['/tolatenderpro-tender-search-bid-preparation-and-submission'],
  briefing: ['/tenderbriefattend-attend-tender-briefings-anywhere'],
  invoice: ['/invoice-discounting', '/invoice-discounting/index.php', '/l/invoice-discounting', '/invoice-discounting/{city}', '/invoice-cashadvance-thank-you'],
  'tender-finance': [
    '/tender-finance', '/l/tender-finance', '/l/tender-finance/index.php', '/tender-finance/{city}', '/tender-finance-in-{city}',
    '/tender-funding/{city}', '/tender-funding-in-{city}', '/purchase-order-finance', '/purchase-order-finance/{city}',
    '/purchase-order-finance-in-{city}', '/purchase-order-funding', '/purchase-order-funding/{city}', '/purchase-order-funding-in-{city}',
    '/construction-tender-finance', '/construction-tender-finance/{city}', '/construction-tender-funding', '/construction-tender-funding/{city}',
    '/construction-finance', '/construction-finance/{city}', '/construction-funding', '/construction-funding/{city}',
    '/funding-for-women-in-construction', '/funding-for-women-in-construction/{city}', '/purchase-order-and-tender-finance',
  ],
  invest: [
    '/invest', '/invest/{city}', '/{product}-tender-funder-club-crowdfunding-platform', '/{product}-tender-funder-club-crowdfunding-platform/{city}',
    '/rfq', '/rfq/{city}', '/request-for-quotation', '/request-for-quotation/{city}', '/tender-crowd-funding', '/tender-crowd-funding/{city}',
  ],
  bakkie: [
    '/bakkie-rental', '/bakkie-rental/{city}', '/bakkie-rental-in-{city}', '/bakkie-hire', '/bakkie-hire/{city}', '/bakkie-hire-in-{city}',
    '/l/bakkie-rental', '/l/bakkie-rental/{city}', '/l/bakkie-rental-in-{city}', '/l/bakkie-hire', '/l/bakkie-hire/{city}', '/l/bakkie-hire-in-{city}',
    '/l/bakkie-furniture-removal', '/l/bakkie-furniture-removal/{city}', '/l/bakkie-furniture-removal-in-{city}',
    '/l/furniture-removal', '/l/furniture-removal/{city}', '/l/furniture-removal-in-{city}',
  ],
};

/** Each page's headline as a visitor reads it; a {city} path adds the city text (" In Port Elizabeth"). */
export const HEADLINE: Record<string, string> = {
  home: 'The Business Phone System',
  'legal-privacy': 'Privacy Policy',
  'legal-terms': 'Terms and Conditions',
  'tender-bid': 'Win RFQs and Tenders',
  briefing: 'Attend Tender Briefings Anywhere',
  invoice: 'Invoice Cash Advance',
  'tender-finance': 'Tender Finance',
  invest: 'Invest in Tenders and Projects',
  bakkie: 'Bakkie Hire and Furniture Removal',
};
