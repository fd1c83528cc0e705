import { join } from 'node:path';
import { CONTROL } from '../../schemas/control';
import type { SiteModel } from '../config/model';
import { liveExperiment } from '../experiments/assign';
import type { RenderResult } from '../render/render-page';
import { variantFile } from '../output/files';
import type { PrerenderPath } from './paths';
import { writeIfChanged } from './write-pages';

/**
 * For each path of a page with a live experiment, one file per variant other than the control,
 * beside its page's file (which is the control): dist/<path>.<experiment>.<variant>.html.
 * The server (or a CDN edge) serves it at the page's own URL to visitors assigned that variant,
 * so nothing changes after the first paint. Returns the files (relative to outDir) and the paths that failed.
 */
export function writeVariantFiles(
  model: SiteModel,
  render: (path: string, variant?: string) => RenderResult,
  outDir: string,
  paths: readonly PrerenderPath[],
): { files: string[]; bytes: number; failed: string[] } {
  const out = { files: [] as string[], bytes: 0, failed: [] as string[] };
  const pages = new Map(model.pages.map((entry) => [entry.id, entry.page]));
  for (const { path, pageId } of paths) {
    const experiment = liveExperiment(pages.get(pageId)!);
    if (!experiment) continue;
    for (const variant of experiment.variants) {
      if (variant.id === CONTROL) continue;
      const result = render(path, variant.id);
      if (result.status !== 200) {
        out.failed.push(`${path} (variant ${variant.id})`);
        continue;
      }
      const file = variantFile(path, experiment.id, variant.id);
      const data = Buffer.from(result.html);
      writeIfChanged(join(outDir, file), data);
      out.files.push(file);
      out.bytes += data.length;
    }
  }
  return out;
}
