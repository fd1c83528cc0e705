import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { loadFixture } from '../helpers/fixture-site';

// Where the warning points when "in {city}" is not written as such in the file (an escape, or a
// text folded over two lines): at the start of the text, after its opening quote if it has one.
const page = (heading: string) =>
  `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n  - type: copy\n    heading: ${heading}\n`;
const warningsOf = (heading: string) => loadFixture({ 'pages/quoted.yaml': page(heading) }).warnings.map(formatProblem);
const ADVICE = '"in {city}" reads "in In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "Vans{city}". [LE704]';

describe('a preposition before {city} that the file spells another way', () => {
  it('in double quotes with an escape: just after the opening quote', () => {
    expect(warningsOf('"Vans in\\x20{city}"')).toEqual([`pages/quoted.yaml:8:15 ${ADVICE}`]);
  });

  it('in single quotes folded over two lines: just after the opening quote', () => {
    expect(warningsOf("'Vans in\n      {city}'")).toEqual([`pages/quoted.yaml:8:15 ${ADVICE}`]);
  });

  it('without quotes, folded over two lines: at the first letter', () => {
    expect(warningsOf('Vans in\n      {city}')).toEqual([`pages/quoted.yaml:8:14 ${ADVICE}`]);
  });
});
