/**
 * The visitor's currency (beyond the spec): VNĐ by default, or US$ — kept in the `currency` cookie
 * (domain/shared/preferences.ts), which the server reads so the page arrives in the chosen currency and stays so. Only
 * what is shown changes: bookings and bank transfers are always in VNĐ.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency } from '@/domain/shared/price';

export interface CurrencyState {
  code: Currency;
}

const initialState: CurrencyState = { code: 'VND' };

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

export const selectCurrency = (state: { currency: CurrencyState }): Currency => state.currency.code;
