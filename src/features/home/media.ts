import { appConfig } from '@/api/config';
import { resolveImageUrl } from '@/domain/imageUrl';

/** Absolute address of an image or video path from the content service (placeholder when empty). */
export function mediaUrl(path: string | null | undefined): string {
  return resolveImageUrl(path, appConfig.contentStorageUrl);
}

/** A readable message for a failed RTK Query call ('HTTP 500', the service's message, or the network error). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown };
    const data = e.data as { message?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.message === 'string' && data.message)
      return data.message;
    if (typeof e.status === 'number') return `HTTP ${e.status}`;
    if (typeof e.error === 'string' && e.error) return e.error;
    if (typeof e.message === 'string' && e.message) return e.message;
  }
  return fallback;
}
