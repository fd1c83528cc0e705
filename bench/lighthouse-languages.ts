import { request } from 'node:http';
import { loadavg } from 'node:os';
import type { SiteModel } from '../src/config/model';
import { withPrefix } from '../src/lib/language-paths';
import { mark } from '../dev/text-table';
import { againstFloor, floorBeforeEach, FLOOR_TARGETS, splitFloorRun } from './against-floor';
import { SIMULATED_FIRST_WINDOW } from './first-view';
import { floorPageType, serveWithFloor } from './floor';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { lighthouseSection, summariseLighthouse } from './lighthouse-table';
import { pageTypes, type PageType } from './page-types';
import type { BenchPart, Section } from './part';

/**
 * Lighthouse on every page type in every language (issue 55): each page that answers in another
 * language (200, not the 302 of a page not translated) beside its default-language page, with the
 * one-paragraph floor audited before each in the same run, and each page's answer as it goes out
 * (status line, headers and brotli body), which must fit the first round trip Lighthouse simulates.
 * `--lighthouse-only` runs it alone; `npm run bench` runs it for the other languages (its own
 * Lighthouse table has the default language's).
 */
export async function languageLighthouse(
  model: SiteModel,
  { runs, log, defaultLanguage }: { runs: number; log: (line: string) => void; defaultLanguage: boolean },
) {
  const floor = floorPageType(model);
  const site = await serveWithFloor(model, floor);
  try {
    // Each page asked for once: its status says whether it is audited, its bytes go in the table.
    const candidates = pageTypes(model).flatMap((type) => [
      ...(defaultLanguage ? [{ type, other: false }] : []),
      ...(model.editions ?? []).map(({ language }) => ({
        type: { ...type, label: `${type.label}, ${language.tag}`, path: withPrefix(language.prefix, type.path) },
        other: true,
      })),
    ]);
    const answers = await Promise.all(candidates.map(({ type }) => answerBytes(site.baseUrl, type.path)));
    const kept = candidates.flatMap((candidate, i) => (!candidate.other || answers[i]!.status === 200 ? [{ type: candidate.type, bytes: answers[i]! }] : []));
    const types: PageType[] = kept.map(({ type }) => type);
    const bytes = kept.map(({ bytes: answer }) => answer);
    const pageRuns: LighthouseScores[][] = [];
    const floorRuns: LighthouseScores[][] = [];
    for (let run = 1; run <= runs; run++) {
      log(`Lighthouse in every language, ${types.length} pages with the floor before each, run ${run} of ${runs} (load ${loadavg()[0]!.toFixed(1)})...`);
      const { floor: floorAudits, pages } = splitFloorRun(await runLighthouse(site.baseUrl, floorBeforeEach(floor, types), log));
      floorRuns.push(floorAudits);
      pageRuns.push(pages);
    }
    const pages = types.map((type, i) => {
      const audits = pageRuns.map((run) => run[i]!);
      return {
        label: type.label,
        path: type.path,
        bytes: bytes[i]!.bytes,
        lighthouse: summariseLighthouse(audits),
        againstFloor: againstFloor(
          audits,
          floorRuns.map((run) => run[i]!),
        ),
      };
    });
    const table = lighthouseSection({ label: floor.label, lighthouse: summariseLighthouse(floorRuns.flat()) }, pages);
    const sections: Section[] = [
      {
        headers: ['first round trip', 'path', 'head + br B', `≤${SIMULATED_FIRST_WINDOW}`, 'LCP − floor ms', `≤${FLOOR_TARGETS.lcpOverFloorMs}`],
        rows: pages.map((page) => [
          page.label,
          page.path,
          String(page.bytes),
          mark(page.bytes <= SIMULATED_FIRST_WINDOW),
          String(Math.round(page.againstFloor.lcpOverFloorMs)),
          mark(page.againstFloor.verdicts.lcp),
        ]),
      },
      table,
    ];
    return {
      sections,
      results: {
        runs,
        pages: pages.map(({ label, path, bytes: b, againstFloor: vs }) => ({
          label,
          path,
          bytes: b,
          lcpOverFloorMs: vs.lcpOverFloorMs,
          verdicts: vs.verdicts,
        })),
      },
    };
  } finally {
    await site.close();
  }
}

/** A page's answer as it goes out to a browser that takes brotli: its status, and the bytes of its status line, headers and body. */
function answerBytes(baseUrl: string, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(baseUrl + path, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('end', () => {
        let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) head += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        resolve({ status: res.statusCode ?? 0, bytes: head + body });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The other languages' pages in `npm run bench` (bench/part.ts). */
export const languageLighthousePart: BenchPart = {
  key: 'lighthouseLanguages',
  title: 'Lighthouse on the pages of every other language',
  run: ({ model, args, log }) =>
    args.noLighthouse ? Promise.resolve({ sections: [], results: null }) : languageLighthouse(model, { runs: args.runs, log, defaultLanguage: false }),
};
