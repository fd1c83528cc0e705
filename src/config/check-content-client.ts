import { hasSanityClient, sanityClientMissingMessage, type ModuleLoader } from '../content/sanity-client-module';
import type { SiteModel } from './model';
import { problemAt, type Problem } from './problem';
import type { YamlSource } from './yaml-source';

/**
 * A site with a contentStore needs @sanity/client, an optional peer dependency of the engine that
 * `npm i landing-engine` does not install: said by validate at the contentStore line, before a
 * build or start would fail on its first content read.
 */
export function checkContentClient(model: SiteModel, siteSource: YamlSource, load?: ModuleLoader): Problem[] {
  if (!model.site.contentStore || hasSanityClient(load)) return [];
  const { line, col } = siteSource.locateKey([], 'contentStore');
  return [{ ...problemAt(siteSource.file, line, col, 'contentClientMissing', sanityClientMissingMessage()), path: 'contentStore' }];
}
