import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawnImages } from '../src/prerender/image-list';
import { makeImageSets } from '../src/prerender/image-variants';
import type { BenchPart } from './part';
import { photoJpeg } from './photo';
import { ROOT } from './site';

/**
 * What phone sizes cost a build (issue 43): a 3000 x 2000 photo (3 MB JPEG) made into its copies
 * with an empty .cache/images, then again from the cache (a rebuild), and the shipped site's own
 * images (what every build of it pays). Each figure with its CPU time and the load average.
 */
export const imagesPart: BenchPart = {
  key: 'images',
  title: 'phone sizes of a 3000 x 2000 photo (cold, then from .cache/images)',
  async run({ model }) {
    const root = mkdtempSync(join(tmpdir(), 'bench-images-'));
    try {
      mkdirSync(join(root, 'public/media'), { recursive: true });
      const photo = await photoJpeg(3000, 2000);
      writeFileSync(join(root, 'public/media/photo.jpg'), photo);
      const timed = async (images: string[], at: string) => {
        const cpu = process.cpuUsage();
        const load = loadavg()[0]!;
        const summary = await makeImageSets({ root: at, distDir: join(root, 'dist'), images });
        const used = process.cpuUsage(cpu);
        return {
          ms: Math.round(summary.ms),
          cpuMs: Math.round((used.user + used.system) / 1000),
          load: Number(load.toFixed(1)),
          made: summary.made,
          sets: summary.sets,
        };
      };
      const cold = await timed(['/media/photo.jpg'], root);
      const warm = await timed(['/media/photo.jpg'], root);
      const shipped = await timed(drawnImages(model), ROOT);
      const set = cold.sets['/media/photo.jpg']!;
      const copies = Object.fromEntries(
        [set.ext, ...set.formats].flatMap((ext) => set.widths.map((w) => [`${w}.${ext}`, statSync(join(root, 'dist', `${set.path}-${w}.${ext}`)).size])),
      );
      const row = (name: string, r: typeof cold) => [name, String(r.made), `${r.ms} ms`, `${r.cpuMs} ms`, r.load.toFixed(1)];
      return {
        sections: [
          {
            headers: ['Phone sizes at build', 'images encoded', 'wall', 'CPU', 'load'],
            rows: [
              row('3 MB photo, empty cache', cold),
              row('same photo, rebuild (cache)', warm),
              row(`shipped site (${drawnImages(model).length} raster images drawn)`, shipped),
            ],
          },
          {
            headers: [`Copies of the ${(photo.length / 1e6).toFixed(1)} MB photo`, 'bytes'],
            rows: Object.entries(copies).map(([name, bytes]) => [name, String(bytes)]),
          },
        ],
        results: {
          sourceBytes: photo.length,
          cold: { ...cold, sets: undefined },
          warm: { ...warm, sets: undefined },
          shipped: { ...shipped, sets: undefined },
          copies,
        },
      };
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  },
};
