import { describe, expect, it } from 'vitest';
import { navCss, navLayout } from '../../src/lib/nav-layout';

// Estimated at 9.6 px a character, 16 px between links, 86 px for More and its gap, 198 px beside
// the row, rounded up to 20 px: a person can redo each sum below by hand.
describe('the header row from the labels', () => {
  const ten = [
    'The Business Phone',
    'Tender Finance',
    'Invoice CashAdvance',
    'Win RFQs and Tenders',
    'Attend Briefings Anywhere',
    'Investing',
    'Refer And Earn',
    'Contact',
    'Careers & Jobs',
    'Blog & News',
  ];

  it('shows the first four with More from where they fit, one more link at each step, More gone once all fit', () => {
    // 4 links: (18 + 14 + 19 + 20) x 9.6 = 681.6, + 3 gaps 48 + More 86 + 198 = 1013.6 -> 1020.
    // 5: + 25 x 9.6 = 240 and a gap: 1269.6 -> 1280. All ten: 151 x 9.6 = 1449.6 + 9 gaps 144 + 198 = 1791.6 -> 1800.
    expect(navLayout(ten)).toEqual({
      alwaysInRow: 4,
      widths: [
        { minWidth: 1020, inRow: 4 },
        { minWidth: 1280, inRow: 5 },
        { minWidth: 1380, inRow: 6 },
        { minWidth: 1540, inRow: 7 },
        { minWidth: 1620, inRow: 8 },
        { minWidth: 1760, inRow: 9 },
        { minWidth: 1800, inRow: 10 },
      ],
    });
  });

  it('keeps a short navigation in the row from a small width, with no More', () => {
    // (4 + 7 + 7 + 14) x 9.6 = 307.2, + 48 + 198 = 553.2 -> 560.
    expect(navLayout(['Home', 'Repairs', 'Contact', 'Book a service'])).toEqual({ alwaysInRow: 4, widths: [{ minWidth: 560, inRow: 4 }] });
    expect(navCss(['Home', 'Repairs', 'Contact', 'Book a service'])).toBe(
      '@media (min-width: 560px) { .nav-desktop { display: block; } .menu-open, .mobile-menu { display: none; } }\n.nav-more { display: none; }\n',
    );
  });

  it('counts an emoji as one character, as a reader sees it, not as the two units JavaScript stores', () => {
    // 📞 Call 6, 🔥 Deals 7, 💰 Finance 9, 📰 News 6: 28 x 9.6 = 268.8, + 48 + 198 = 514.8 -> 520
    // (counted in UTF-16 units, 32 characters: 553.2 -> 560).
    expect(navLayout(['📞 Call', '🔥 Deals', '💰 Finance', '📰 News'])).toEqual({ alwaysInRow: 4, widths: [{ minWidth: 520, inRow: 4 }] });
  });

  it('hides the links past the row and the ones already in the row from More, width by width', () => {
    // Six labels: five and More fit from 1280; all six, with no More, need 105 x 9.6 = 1008 + 5 gaps 80 + 198 = 1286 -> 1300.
    expect(navCss(ten.slice(0, 6)).split('\n')).toEqual([
      '@media (min-width: 1020px) { .nav-desktop { display: block; } .menu-open, .mobile-menu { display: none; } }',
      '@media (max-width: 1279.98px) { .nav-row > li:nth-child(n+5):not(.nav-more) { display: none; } }',
      '@media (min-width: 1280px) and (max-width: 1299.98px) { .nav-row > li:nth-child(n+6):not(.nav-more), .nav-more-list > li:nth-child(-n+1) { display: none; } }',
      '@media (min-width: 1300px) { .nav-more { display: none; } }',
      '',
    ]);
  });

  it('counts the language switch beside the row, and shows it with the row', () => {
    // The four links need 553.2 (above); English, Afrikaans, isiZulu: 23 x 9.6 = 220.8, + 2 gaps of 12
    // + 33 beside them = 277.8; 831 -> 840.
    expect(navCss(['Home', 'Repairs', 'Contact', 'Book a service'], ['English', 'Afrikaans', 'isiZulu'])).toBe(
      '.language-row { display: none; }\n@media (min-width: 840px) { .nav-desktop, .language-row { display: block; } .menu-open, .mobile-menu { display: none; } }\n.nav-more { display: none; }\n',
    );
  });
});
