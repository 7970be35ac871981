/** The chosen currency's stored shape (valibot): a value restored from the browser must match it (src/app/persist.ts). */
import * as v from 'valibot';
import { CURRENCIES } from '@/domain/price';

export const currencyStateSchema = v.object({ code: v.picklist(CURRENCIES) });

export type CurrencyState = v.InferOutput<typeof currencyStateSchema>;
