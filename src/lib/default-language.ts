/**
 * The default language of a site that declares none: English, unprefixed, as every site was before
 * decision 45. Written as the shape of config's Language (lib imports nothing of config).
 */
export const DEFAULT_LANGUAGE: { tag: string; name: string; prefix: string } = { tag: 'en', name: 'English', prefix: '' };
