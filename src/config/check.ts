import type { z } from 'zod';
import { LINK_PASSES } from '../../schemas/link-templates';
import { pageSchema } from '../../schemas/page';
import { siteSchema } from '../../schemas/site';
import { didYouMean, suggestOrList } from '../lib/did-you-mean';
import { compilePattern, matchPattern, normalisePath } from '../routes/pattern';
import { createMatcher } from '../routes/match';
import { checkColours } from './check-colours';
import { checkContentClient } from './check-content-client';
import { checkExperiments } from './check-experiments';
import { checkPagePaths } from './check-page-paths';
import { checkPlaceholders } from './check-placeholders';
import { checkTestimonialServices } from './check-testimonials';
import type { SiteModel } from './model';
import type { ProblemName } from './catalogue/index';
import type { PathKey, Problem } from './problem';
import { invisibleNote } from './invisible';
import { prefixesOf, undeclaredLanguage, withoutPrefix } from './languages/path-language';
import { walkObjects } from './walk';
import { schemaAt } from './schema-at';
import type { YamlSource } from './yaml-source';

/** Rules that span files: run after every file passed its schema. */
export function checkSite(model: SiteModel, sources: Map<string, YamlSource>): Problem[] {
  const siteSource = sources.get('site.config.yaml')!;
  const at: At = (file, path, name, message) => sources.get(file)!.problem(path, name, message);
  const problems: Problem[] = [];

  // Link templates and internal links, wherever they appear.
  const templates = model.site.links;
  const names = Object.keys(templates);
  // A link may name a page in another language: /af/solar is /solar under the prefix /af.
  const prefixes = prefixesOf(model.site);
  const matcher = createMatcher(model.pages.map((entry) => ({ page: entry, paths: entry.page.paths })));
  const anchors = new Set(model.site.sharedSections.flatMap((block) => (block.id ? [block.id] : [])));
  model.pages.forEach((entry) => entry.page.sections.forEach((block) => block.id && anchors.add(block.id)));

  const checkLinks = (file: string, data: unknown, schema: z.core.$ZodType) =>
    walkObjects(data, (object, where) => {
      if (typeof object.link === 'string' && typeof object.label === 'string') {
        const template = templates[object.link];
        // Values the block passes by itself (a project card's ref), declared on its schema.
        const passes = (schemaAt(schema, [...where, 'link'], data) as z.ZodType | undefined)?.meta()?.[LINK_PASSES] as string[] | undefined;
        const missing = template ? (passes ?? []).filter((key) => !(template.takes as string[]).includes(key)) : [];
        if (!template) {
          problems.push(
            at(
              file,
              [...where, 'link'],
              'unknownLinkTemplate',
              `Unknown link template "${object.link}".${invisibleNote(object.link)}${didYouMean(object.link, names)} Define it under links: in site.config.yaml.`,
            ),
          );
        } else if (missing.length > 0) {
          problems.push(
            at(
              file,
              [...where, 'link'],
              'templateMustTake',
              `Link template "${object.link}" must take ${passes!.join(', ')} here, but does not take ${missing.join(', ')}. Add them to its takes list in site.config.yaml or pick another template.`,
            ),
          );
        } else if (object.values && typeof object.values === 'object') {
          for (const key of Object.keys(object.values)) {
            if (!(template.takes as string[]).includes(key)) {
              const takes = template.takes.length ? template.takes.join(', ') : 'no values';
              problems.push(
                at(
                  file,
                  [...where, 'values', key],
                  'templateDoesNotTake',
                  `Link template "${object.link}" does not take "${key}"; it takes ${takes}. Remove the value or add it to the template's takes list.`,
                ),
              );
            }
          }
        }
      }
      if (typeof object.to === 'string' && typeof object.label === 'string') {
        const to = object.to;
        if (to.startsWith('#') && !anchors.has(to.slice(1))) {
          problems.push(
            at(
              file,
              [...where, 'to'],
              'noSuchSection',
              `No section has id "${to.slice(1)}", so ${to} leads nowhere.${invisibleNote(to)}${suggestOrList(to.slice(1), [...anchors].sort(), 'Section ids')} Give a section that id or change the link.`,
            ),
          );
        } else if (to.startsWith('/') && !matcher(withoutPrefix(to.split(/[?#]/)[0] ?? to, prefixes))) {
          const language = undeclaredLanguage(to.split(/[?#]/)[0] ?? to, (path) => matcher(path) !== undefined);
          if (language)
            problems.push(
              at(
                file,
                [...where, 'to'],
                'languageNotDeclared',
                `${to} is in the language "${language}", which languages: in site.config.yaml does not declare${prefixes.length ? ` (prefixes: ${prefixes.join(', ')})` : ''}. Declare it, or link to ${to.slice(language.length + 1) || '/'}.`,
              ),
            );
          else problems.push(at(file, [...where, 'to'], 'noSuchPage', `No page answers ${to}. Add it to a page's paths or fix the link.`));
        }
      }
    });

  checkLinks('site.config.yaml', siteSource.data, siteSchema);
  for (const entry of model.pages) checkLinks(entry.file, sources.get(entry.file)!.data, pageSchema);

  problems.push(...checkPagePaths(model, sources));
  problems.push(...checkRouteCollisions(model, at));
  problems.push(...checkSectionIds(model, at));
  problems.push(...checkPlaceholders(model, sources));
  problems.push(...checkExperiments(model, sources));
  problems.push(...checkColours(model.site.brand.colours, siteSource));
  problems.push(...checkTestimonialServices(model, sources));
  if (!model.site.contentStore) problems.push(...contentWithoutStore(model, at));
  problems.push(...checkContentClient(model, siteSource));
  return problems;
}

/** Blocks that show what the content store holds. */
/** Block types that read the content store, and what they show. */
export const CONTENT_BLOCKS: Record<string, string> = { testimonials: 'testimonials', deals: 'investment deals' };

/** A testimonials or deals section on a site that has no content store to read them from. */
function contentWithoutStore(model: SiteModel, at: At): Problem[] {
  const sections = [
    ...model.site.sharedSections.map((block, index) => ({ block, file: 'site.config.yaml', path: ['sharedSections', index, 'type'] as PathKey[] })),
    ...model.pages.flatMap((entry) => entry.page.sections.map((block, index) => ({ block, file: entry.file, path: ['sections', index, 'type'] as PathKey[] }))),
  ];
  return sections
    .filter(({ block }) => block.type in CONTENT_BLOCKS)
    .map(({ block, file, path }) =>
      at(
        file,
        path,
        'contentWithoutStore',
        `A ${block.type} section shows ${CONTENT_BLOCKS[block.type]} from the content store, but site.config.yaml has no contentStore section. Add one (docs/blocks.md, ${block.type}) or remove this section.`,
      ),
    );
}

type At = (file: string, path: PathKey[], name: ProblemName, message: string) => Problem;

function checkRouteCollisions(model: SiteModel, at: At): Problem[] {
  const problems: Problem[] = [];
  const claimed = new Map<string, { file: string; index: number }>();
  model.pages.forEach((entry) =>
    entry.page.paths.forEach((path, index) => {
      const key = normalisePath(path)
        .toLowerCase()
        .replace(/\{(city|product)\}/g, '{}');
      const owner = claimed.get(key);
      if (owner) {
        problems.push(
          at(
            entry.file,
            ['paths', index],
            'pathTwice',
            `Path ${path} is already claimed by ${owner.file} (paths[${owner.index}]). A path belongs to one page: remove it from one of them.`,
          ),
        );
      } else claimed.set(key, { file: entry.file, index });
    }),
  );
  // A literal path that another page's {city} form would also answer.
  for (const entry of model.pages) {
    entry.page.paths.forEach((path, index) => {
      if (path.includes('{')) return;
      for (const other of model.pages) {
        if (other === entry) continue;
        const hitIndex = other.page.paths.findIndex((p) => p.includes('{') && matchPattern(compilePattern(p), normalisePath(path)));
        if (hitIndex < 0) continue;
        const hit = other.page.paths[hitIndex]!;
        problems.push(
          at(
            entry.file,
            ['paths', index],
            'pathAlsoMatched',
            `Path ${path} is also answered by ${hit} in ${other.file}. Rename one of them so each path belongs to one page.`,
          ),
        );
        // On the pattern's line too: whichever of the two was just written, its file shows the clash.
        problems.push(
          at(
            other.file,
            ['paths', hitIndex],
            'pathAlsoMatched',
            `Path ${hit} also answers ${path}, a path of ${entry.file} (paths[${index}]). Rename one of them so each path belongs to one page.`,
          ),
        );
      }
    });
  }
  return problems;
}

function checkSectionIds(model: SiteModel, at: At): Problem[] {
  const problems: Problem[] = [];
  const shared = new Set(model.site.sharedSections.flatMap((block) => (block.id ? [block.id] : [])));
  for (const entry of model.pages) {
    const seen = new Map<string, number>();
    entry.page.sections.forEach((block, index) => {
      if (!block.id) return;
      const first = seen.get(block.id);
      if (first !== undefined) {
        problems.push(
          at(
            entry.file,
            ['sections', index, 'id'],
            'sectionIdTwice',
            `Section id "${block.id}" is already used by sections[${first}] on this page. Ids must be unique on a page.`,
          ),
        );
      } else if (entry.page.sharedSections && shared.has(block.id)) {
        problems.push(
          at(
            entry.file,
            ['sections', index, 'id'],
            'sectionIdShared',
            `Section id "${block.id}" is already used by a shared section in site.config.yaml. Pick another id.`,
          ),
        );
      }
      seen.set(block.id, index);
    });
  }
  return problems;
}
