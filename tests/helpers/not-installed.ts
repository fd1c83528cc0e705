import type { ModuleLoader } from '../../src/content/sanity-client-module';

const notFound = (name: string): never => {
  throw Object.assign(new Error(`Cannot find module '${name}'`), { code: 'MODULE_NOT_FOUND' });
};

/** A require that finds nothing, as in a site folder where an optional peer dependency is not installed. */
export const notInstalled: ModuleLoader = Object.assign(notFound, { resolve: notFound });
