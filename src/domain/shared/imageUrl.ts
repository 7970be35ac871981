/** Image address rule: empty → placeholder, absolute http(s) kept, other paths under the content storage. */
export const PLACEHOLDER_IMAGE = '/logo/NoImage.png';

export function resolveImageUrl(path: string | null | undefined, storageBase: string): string {
  const value = (path ?? '').trim();
  if (!value) return PLACEHOLDER_IMAGE;
  if (/^https?:\/\//i.test(value)) return value;
  const base = storageBase.replace(/\/+$/, '');
  return `${base}/${value.replace(/^\/+/, '')}`;
}
