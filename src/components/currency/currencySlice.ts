/**
 * The visitor's currency (beyond the spec): VNĐ by default, or US$ — kept in the browser under 'currency'
 * (versioned). Only what is shown changes: bookings and bank transfers are always in VNĐ.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/app/persist';
import type { RootState } from '@/app/store';
import { CURRENCIES, type Currency } from '@/domain/price';

export interface CurrencyState {
  code: Currency;
}

const initialState: CurrencyState = { code: 'VND' };

export function isCurrencyState(value: unknown): value is CurrencyState {
  return (
    typeof value === 'object' &&
    value !== null &&
    (CURRENCIES as readonly unknown[]).includes((value as { code?: unknown }).code)
  );
}

const currencySlice = createSlice({
  name: 'currency',
  initialState,
  reducers: {
    currencyChosen(state, action: PayloadAction<Currency>) {
      state.code = action.payload;
    },
  },
});

export const { currencyChosen } = currencySlice.actions;
export const currencyReducer = currencySlice.reducer;

export const currencyPersist: PersistOptions<CurrencyState> = {
  key: 'currency',
  version: 1,
  validate: isCurrencyState,
};

export const selectCurrency = (state: RootState): Currency => state.currency.code;
