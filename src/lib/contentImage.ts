/**
 * The one way to address an image or video of the content service: its path resolved against the configured
 * storage (`CONTENT_STORAGE_URL`, read when the server starts); the placeholder image when the path is empty.
 */
import { appConfig } from '@/api/config';
import { resolveImageUrl } from '@/domain/shared/imageUrl';

export function contentImageUrl(path: string | null | undefined): string {
  return resolveImageUrl(path, appConfig.contentStorageUrl);
}
