import { appConfig } from '@/api/config';
import { resolveImageUrl } from '@/domain/shared/imageUrl';

/** Absolute address of an image or video path from the content service (placeholder when empty). */
export function mediaUrl(path: string | null | undefined): string {
  return resolveImageUrl(path, appConfig.contentStorageUrl);
}
