import { describe, expect, it } from 'vitest';
import { conversionsSchema, postbackSchema } from '../../schemas/conversions';

const problems = (schema: typeof conversionsSchema | typeof postbackSchema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('conversions: in site.config.yaml', () => {
  it("names each provider's secret by its environment variable", () => {
    expect(
      problems(conversionsSchema, {
        providers: { 'finance-forms': { secretVariable: 'FINANCE_FORMS_SECRET' }, quotes: { secretVariable: 'QUOTES_SECRET', note: 'The bakkie quote form' } },
      }),
    ).toEqual([]);
  });

  it("refuses the secret itself, or a variable that is not a secret's, with the line to write", () => {
    const written = (secretVariable: string) => problems(conversionsSchema, { providers: { 'finance-forms': { secretVariable } } });
    const expected = [
      'providers.finance-forms.secretVariable: Name the environment variable that holds the secret, in capitals ending in _SECRET, like FINANCE_FORMS_SECRET; never write the secret itself here',
    ];
    expect(written('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08')).toEqual(expected);
    expect(written('DATABASE_URL')).toEqual(expected);
    expect(written('finance_forms_secret')).toEqual(expected);
  });

  it('refuses one secret for two providers (LE266)', () => {
    expect(
      problems(conversionsSchema, { providers: { forms: { secretVariable: 'FORMS_SECRET' }, 'bakkie-quotes': { secretVariable: 'FORMS_SECRET' } } }),
    ).toEqual([
      'providers.bakkie-quotes.secretVariable: FORMS_SECRET is already the secret of forms. Each provider signs with its own secret: name another variable, like BAKKIE_QUOTES_SECRET',
    ]);
  });
});

describe("a postback's body", () => {
  const CLICK = 'AAAAAAAAAAAAAAAAAAAAAA';
  it('takes a click id, and optionally a stage (submitted when left out) and a value in rand', () => {
    expect(postbackSchema.parse({ clickId: CLICK })).toEqual({ clickId: CLICK, stage: 'submitted' });
    expect(postbackSchema.parse({ clickId: CLICK, stage: 'paid', value: 1500.5 })).toEqual({ clickId: CLICK, stage: 'paid', value: 1500.5 });
  });

  it('refuses anything else', () => {
    expect(problems(postbackSchema, { clickId: 'short' })).toEqual(['clickId: 22 characters of letters, digits, _ and - (128 random bits in base64url)']);
    expect(problems(postbackSchema, { clickId: CLICK, stage: 'won' })).toEqual(['stage: Invalid option: expected one of "submitted"|"approved"|"paid"']);
    expect(problems(postbackSchema, { clickId: CLICK, value: 10.001 })).toEqual(['value: an amount in rand with at most two decimals, like 1500.50']);
    expect(problems(postbackSchema, { clickId: CLICK, value: -1 })).toEqual(['value: Too small: expected number to be >=0']);
    expect(problems(postbackSchema, { clickId: CLICK, email: 'someone@example.com' })).toEqual([': Unrecognized key: "email"']);
  });
});
