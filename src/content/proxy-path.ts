/**
 * Same-origin path where the site server forwards content requests to the local store. A module of
 * its own so the browser's deals chunk can use it without the server-side content loader.
 */
export const LOCAL_CONTENT_PATH = '/content-api';
