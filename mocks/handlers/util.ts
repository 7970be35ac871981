import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Error as ApiError } from '../../src/api/generated/contentApi';
import { isLang, type Lang } from '../data/index';
import { brokenAnswer, scenarioAnswer, type OperationId } from '../scenarios';

/** Handler paths match any origin (the site's own origin, http://localhost in jest, the standalone server). */
export const API = '*/api';
export const GEONAMES = '*/geonames';

type Method = 'get' | 'post' | 'put';
type Resolver = (info: {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}) => Response | Promise<Response>;

/** One handler for one contract operation; the request's scenario may replace or delay the answer. */
export function operation(op: OperationId, method: Method, path: string, resolver: Resolver): HttpHandler {
  return http[method](path, async (info) => {
    const replaced = await scenarioAnswer(info.request, op);
    if (replaced) return replaced;
    const answer = await resolver({
      request: info.request,
      params: info.params as Record<string, string | readonly string[] | undefined>,
    });
    return brokenAnswer(info.request, op, answer);
  });
}

export function json<T>(body: T, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

export function error(status: number, message: string, errors?: Record<string, string[]>): Response {
  const body: ApiError & { success: false } = { success: false, message, ...(errors ? { errors } : {}) };
  return json(body, status);
}

export function notFound(lang: Lang | null = 'en'): Response {
  return error(404, lang === 'vi' ? 'Không tìm thấy' : 'Not found');
}

export function langParam(params: Record<string, unknown>): Lang | null {
  const value = params.lang;
  return isLang(value) ? value : null;
}

export function validationError(errors: Record<string, string[]>, lang: Lang | null = 'en'): Response {
  return error(422, lang === 'vi' ? 'Dữ liệu không hợp lệ' : 'The given data was invalid.', errors);
}

/** Parse an integer query parameter; undefined when absent, NaN when malformed. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : NaN;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
