import { placeholderHostOf } from '../lib/placeholder-hosts';
import type { SiteModel } from './model';
import type { PathKey, Problem } from './problem';
import type { YamlSource } from './yaml-source';

/** What only `validate --strict` fails on: unfinished addresses and the starter's name left in texts. */
export function strictProblems(model: SiteModel, sources: ReadonlyMap<string, YamlSource>): Problem[] {
  return [...placeholderProblems(model, sources), ...startedAsProblems(model, sources)];
}

/**
 * Addresses still pointing at placeholder hosts (link templates, the chat widget, the public URL):
 * fine in development, not live. Located like every other problem.
 */
function placeholderProblems(model: SiteModel, sources: ReadonlyMap<string, YamlSource>): Problem[] {
  const site = sources.get('site.config.yaml')!;
  const problems: Problem[] = [];
  for (const [name, template] of Object.entries(model.site.links)) {
    const host = placeholderHostOf(template.url);
    if (host)
      problems.push(site.problem(['links', name, 'url'], 'placeholderHost', `${template.url} points at the placeholder host ${host}; set the real target.`));
  }
  const chat = model.site.chatWidget?.src;
  const chatHost = chat === undefined ? undefined : placeholderHostOf(chat);
  if (chat && chatHost)
    problems.push(
      site.problem(['chatWidget', 'src'], 'placeholderHost', `${chat} is on the placeholder host ${chatHost}; set the real address of the live-chat widget.`),
    );
  const host = placeholderHostOf(model.site.publicUrl);
  if (host)
    problems.push(site.problem(['publicUrl'], 'placeholderHost', `${model.site.publicUrl} is the placeholder host ${host}; set the site's real address.`));
  return problems;
}

/** Every text (a string anywhere in the parsed YAML) with its path. */
function* textsIn(data: unknown, path: PathKey[] = []): Generator<{ path: PathKey[]; text: string }> {
  if (typeof data === 'string') yield { path, text: data };
  else if (Array.isArray(data)) for (const [index, item] of data.entries()) yield* textsIn(item, [...path, index]);
  else if (data !== null && typeof data === 'object') for (const [key, value] of Object.entries(data)) yield* textsIn(value, [...path, key]);
}

/**
 * Texts in any of the site's files (pages, translations, site.config.yaml) that still say the name
 * the site started with, once brand.name is another: a renamed starter must not show the old shop's name.
 */
function startedAsProblems(model: SiteModel, sources: ReadonlyMap<string, YamlSource>): Problem[] {
  const { name, startedAs } = model.site.brand;
  if (startedAs === undefined || startedAs.toLowerCase() === name.toLowerCase()) return [];
  const old = startedAs.toLowerCase();
  const problems: Problem[] = [];
  for (const [file, source] of sources) {
    for (const { path, text } of textsIn(source.data)) {
      const at = text.toLowerCase().indexOf(old);
      if (at < 0 || (file === 'site.config.yaml' && path.join('.') === 'brand.startedAs')) continue;
      const said = text.slice(at, at + startedAs.length);
      problems.push(
        source.problemAt(
          path,
          said,
          'startedAsName',
          `"${said}" is the name this site started with, and brand.name is now "${name}". Write the new name here, or delete brand.startedAs in site.config.yaml once no text says the old one.`,
        ),
      );
    }
  }
  return problems;
}
