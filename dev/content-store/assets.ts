import type { ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sendHttpError } from './http';

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

// The file name @sanity/image-url builds from an asset id; nothing else (no "..") may pass.
const FILE_NAME = /^[a-zA-Z0-9]+-\d+x\d+\.([a-z]+)$/;

/**
 * Answers /images/{projectId}/{dataset}/{id}-{w}x{h}.{ext} from content/assets/{id}-{w}x{h}.{ext}.
 * Size and format query parameters are ignored: the local store sends the file as it is.
 */
export async function handleImage(
  res: ServerResponse,
  parts: string[],
  ctx: { projectId: string; datasets: string[]; assetsDir: string; head: boolean },
): Promise<void> {
  const [projectId, dataset, fileName] = parts;
  if (parts.length !== 3 || projectId !== ctx.projectId || !dataset || !ctx.datasets.includes(dataset)) {
    return sendHttpError(res, 404, 'Not Found', `No images for project "${projectId}" and dataset "${dataset}" in the local content store`);
  }
  const match = FILE_NAME.exec(fileName ?? '');
  const contentType = match ? CONTENT_TYPES[match[1]!] : undefined;
  if (!match || !contentType) {
    return sendHttpError(res, 404, 'Not Found', `"${fileName}" is not an image file name the local content store serves`);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(join(ctx.assetsDir, fileName!));
  } catch {
    return sendHttpError(res, 404, 'Not Found', `Image "${fileName}" is not in content/assets/`);
  }
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=60',
  });
  res.end(ctx.head ? undefined : bytes);
}
