/**
 * Every handler of the mock content service: one per contract operation (both contracts), plus the images.
 * `operationHandlers` is keyed by operationId (a test checks it against openapi/).
 */
import type { HttpHandler } from 'msw';
import type { OperationId } from '../scenarios';
import { categoryHandlers } from './categories';
import { checkoutHandlers } from './checkout';
import { geonamesHandlers } from './geonames';
import { homeHandlers } from './home';
import { shellHandlers } from './shell';
import { storageHandler } from './storage';
import { tourHandlers } from './tours';

export const operationHandlers: Record<OperationId, HttpHandler> = {
  ...shellHandlers,
  ...homeHandlers,
  ...tourHandlers,
  ...checkoutHandlers,
  ...categoryHandlers,
  ...geonamesHandlers,
};

export const handlers: HttpHandler[] = [...Object.values(operationHandlers), storageHandler];
