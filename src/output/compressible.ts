/** Types worth compressing; images like PNG and audio are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.md']);
