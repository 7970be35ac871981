/** Shell: menu, settings, footer, contact enquiry and newsletter sign-up. */
import type {
  AppSettingsResponse,
  FooterResponse,
  HeaderResponse,
  SiteSettingsResponse,
} from '../../src/api/generated/contentApi';
import type { SuccessMessage } from '../../src/api/generated/contentWrites';
import { APP_SETTINGS, SITE_SETTINGS } from '../data/content';
import { footerOf, getDataset, menuOf } from '../data/index';
import { keep, store } from '../store';
import { API, EMAIL, json, langParam, notFound, operation, readJson, validationError } from './util';

function requireText(
  body: Record<string, unknown>,
  field: string,
  errors: Record<string, string[]>,
  message: string,
) {
  const value = body[field];
  if (typeof value !== 'string' || !value.trim()) errors[field] = [message];
}

export const shellHandlers = {
  getHeader: operation('getHeader', 'get', `${API}/:lang/getHeader`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<HeaderResponse>({ success: true, data: menuOf(getDataset(), lang) });
  }),

  getAppSettings: operation('getAppSettings', 'get', `${API}/app-settings`, () =>
    json<AppSettingsResponse>({ success: true, data: APP_SETTINGS }),
  ),

  getSiteSettings: operation('getSiteSettings', 'get', `${API}/:lang/site-settings`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<SiteSettingsResponse>({
      success: true,
      data: {
        ...SITE_SETTINGS[lang],
        logo_path: APP_SETTINGS.logo_path,
        favicon_path: APP_SETTINGS.favicon_path,
      },
    });
  }),

  getFooter: operation('getFooter', 'get', `${API}/:lang/getFooter`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<FooterResponse>({ success: true, data: footerOf(getDataset(), lang) });
  }),

  createContact: operation('createContact', 'post', `${API}/contacts`, async ({ request }) => {
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    const errors: Record<string, string[]> = {};
    if (!body || typeof body !== 'object') return validationError({ body: ['A JSON body is required.'] });
    requireText(body, 'first_name', errors, 'The first name field is required.');
    requireText(body, 'last_name', errors, 'The last name field is required.');
    requireText(body, 'reason', errors, 'The reason field is required.');
    if (typeof body.email !== 'string' || !EMAIL.test(body.email))
      errors.email = ['The email must be a valid email address.'];
    if (body.phone != null && typeof body.phone !== 'string') errors.phone = ['The phone must be a string.'];
    if (Object.keys(errors).length) return validationError(errors);
    keep(store.contacts, body);
    return json<SuccessMessage>({ success: true, message: 'Sent successfully' }, 201);
  }),

  subscribeNewsletter: operation(
    'subscribeNewsletter',
    'post',
    `${API}/:lang/contacts`,
    async ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const body = (await readJson(request)) as Record<string, unknown> | undefined;
      const errors: Record<string, string[]> = {};
      if (!body || typeof body !== 'object')
        return validationError({ body: ['A JSON body is required.'] }, lang);
      requireText(
        body,
        'first_name',
        errors,
        lang === 'vi' ? 'Vui lòng nhập tên.' : 'The first name field is required.',
      );
      if (typeof body.email !== 'string' || !EMAIL.test(body.email))
        errors.email = [lang === 'vi' ? 'Email không hợp lệ' : 'The email must be a valid email address.'];
      if (Object.keys(errors).length) return validationError(errors, lang);
      keep(store.subscriptions, body);
      return json<SuccessMessage>(
        { success: true, message: lang === 'vi' ? 'Đăng ký thành công' : 'Subscribed successfully' },
        201,
      );
    },
  ),
};
