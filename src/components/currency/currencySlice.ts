/**
 * The visitor's currency (beyond the spec): VNĐ by default, or US$ — kept in the browser under 'currency'
 * (versioned). Only what is shown changes: bookings and bank transfers are always in VNĐ.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistOptions } from '@/app/persist';
import type { RootState } from '@/app/store';
import type { Currency } from '@/domain/price';
import type { CurrencyState } from './currencySchema';

export type { CurrencyState };

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

export const currencyPersist: PersistOptions<CurrencyState> = {
  key: 'currency',
  version: 1,
  schema: () =>
    import(/* webpackChunkName: "persisted-state" */ './currencySchema').then((m) => m.currencyStateSchema),
};

export const selectCurrency = (state: RootState): Currency => state.currency.code;
