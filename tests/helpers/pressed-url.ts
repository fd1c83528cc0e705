/**
 * What a press of a tracked link opens: `expected` (its six tracking values last) with the press's
 * click id after them, new for each press and random (22 characters of base64url), so matched by form.
 */
export const pressedUrl = (expected: string) => new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&clickid=[A-Za-z0-9_-]{22}$`);

/** The click id an opened URL carries. */
export const clickIdIn = (url: string) => new URL(url).searchParams.get('clickid');
