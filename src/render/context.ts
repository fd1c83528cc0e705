import { createContext, useContext } from 'react';
import type { Site } from '../../schemas/site';
import type { SiteContent } from '../content/site-content';

/** What every block may read while rendering one page. */
export interface RenderContext {
  site: Site;
  /** " In Cape Town" on city pages, "" elsewhere. */
  city: string;
  /** The path being rendered, like /tender-finance/durban. */
  path: string;
  /** Content from the content store, read once at build or server start. */
  content: SiteContent;
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const value = useContext(RenderContextValue);
  if (!value) throw new Error('useRenderContext must be used inside a page render (RenderContextValue.Provider)');
  return value;
}
