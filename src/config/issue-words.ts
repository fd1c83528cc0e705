import type { z } from 'zod';
import { closest } from '../lib/did-you-mean';
import { readNumberText } from '../lib/number-text';
import { isProblemName } from './catalogue/index';
import { invisibleNote } from './invisible';
import { patternOf, suggestForm } from './suggest-form';
import { about, fieldName, line, quote, shown, typeMismatch, type Explained, type IssueContext } from './type-words';

/** zod's own phrasing, never shown: "Invalid input: expected string, received number", "Too small: ...". */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized)|received/;

/** One zod issue in the words of the mistake behind it, with its catalogue name. */
export function explainIssue(issue: z.core.$ZodIssue, ctx: IssueContext): Explained {
  const field = fieldName(ctx);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int' && typeof ctx.value === 'number') {
        return {
          name: 'wholeNumberExpected',
          message: `${field} takes a whole number, and ${shown(ctx)} is not one. Write a whole number, like ${line(ctx, String(Math.round(ctx.value)))}.${about(ctx)}`,
        };
      }
      return typeMismatch([issue.expected], ctx);
    case 'too_small':
    case 'too_big':
      return size(issue, ctx);
    case 'invalid_value': {
      const options = issue.values.map(String);
      if (options.length === 1)
        return { name: 'notAnOption', message: `The only value ${field} takes is ${options[0]}, not ${quote(shown(ctx))}.${about(ctx)}` };
      const hit = typeof ctx.value === 'string' ? closest(ctx.value, options) : undefined;
      const hidden = typeof ctx.value === 'string' ? invisibleNote(ctx.value) : '';
      return { name: 'notAnOption', message: `${quote(shown(ctx))} is not one of ${options.join(', ')}.${hidden}${hit ? ` Did you mean "${hit}"?` : ''}` };
    }
    case 'invalid_format':
      return format(issue, ctx);
    case 'custom': {
      const name = isProblemName(issue.params?.problem) ? issue.params.problem : 'notValid';
      return { name, message: sentence(issue.message) };
    }
    default:
      return { name: 'notValid', message: `This value does not fit ${field}.${about(ctx)}` };
  }
}

function size(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, ctx: IssueContext): Explained {
  const field = fieldName(ctx);
  const small = issue.code === 'too_small';
  const bound = Number(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string' && typeof ctx.value === 'string') {
    if (small && bound === 1) {
      const optional = ctx.field.optional ? ', or delete the line' : '';
      return { name: 'emptyText', message: `Nothing is written between the quotes. Write the text${optional}.` };
    }
    const length = `${ctx.value.length.toLocaleString('en-US')} character${ctx.value.length === 1 ? '' : 's'}`;
    return small
      ? { name: 'notValid', message: `This text is ${length} long; ${field} needs at least ${bound}.${about(ctx)}` }
      : { name: 'textTooLong', message: `This text is ${length} long; at most ${bound.toLocaleString('en-US')} fit in ${field}. Shorten it.${about(ctx)}` };
  }
  if (issue.origin === 'array' && Array.isArray(ctx.value)) {
    const count = ctx.value.length === 0 ? 'no items' : `${ctx.value.length} item${ctx.value.length === 1 ? '' : 's'}`;
    return small
      ? { name: 'tooFewItems', message: `This list has ${count}; ${field} needs at least ${bound}.${about(ctx)}` }
      : { name: 'notValid', message: `This list has ${count}; ${field} takes at most ${bound}.${about(ctx)}` };
  }
  const value = shown(ctx);
  const name = small ? 'belowMinimum' : 'aboveMaximum';
  const which = ctx.key === undefined ? '' : ` ${ctx.key}`;
  if (!issue.inclusive)
    return { name, message: `${value} is too ${small ? 'small' : 'large'}:${which || ' it'} must be ${small ? 'more' : 'less'} than ${bound}.${about(ctx)}` };
  return { name, message: `${value} is ${small ? 'less' : 'more'} than ${bound}, the ${small ? 'smallest' : 'largest'}${which} allowed.${about(ctx)}` };
}

function format(issue: z.core.$ZodIssueInvalidStringFormat, ctx: IssueContext): Explained {
  const value = typeof ctx.value === 'string' ? ctx.value : shown(ctx);
  // An amount (a number, or a value's name) written as a price: "R499" fails the name's form.
  if (ctx.field.takes.has('number') && readNumberText(value) !== undefined) return typeMismatch(['number'], ctx);
  // Our own rule words the form (a slug, a path); zod's default ("Invalid string") says nothing.
  const own = sentence(issue.message);
  const rule = ZOD_DEFAULT.test(issue.message) ? '' : `: ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
  if (issue.format === 'url') {
    const https = issue.pattern ? `https://${/\?/.test(issue.pattern) ? ' (or http://)' : ''}` : 'https://';
    const fix = suggestForm(value, (candidate) => URL.canParse(candidate) && /^https?:/.test(candidate));
    return { name: 'wrongForm', message: `${quote(value)} is not a full web address: it must start with ${https}.${fix ? ` Write ${fix}.` : ''}${about(ctx)}` };
  }
  if (issue.format === 'email') return { name: 'wrongForm', message: `${quote(value)} is not an email address, like info@example.co.za.` };
  const pattern = issue.format === 'regex' ? patternOf(issue.pattern) : undefined;
  const fix = pattern ? suggestForm(value, (candidate) => pattern.test(candidate)) : undefined;
  const listed = fix !== undefined && ctx.siblings?.includes(fix) ? ` ${fix} is already in this list, so this entry can go.` : '';
  const suggestion = fix === undefined ? '' : listed || ` Did you mean ${fix}?`;
  const hidden = invisibleNote(value);
  const what = ctx.asKey ? 'cannot be a key here' : 'is not written the way this field needs';
  return { name: 'wrongForm', message: `${quote(value)} ${what}${rule || `.${about(ctx)}`}${hidden}${suggestion}` };
}

/** A schema's own message as a sentence: capital first, full stop last. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.?!)]$/.test(capital) ? capital : `${capital}.`;
}
