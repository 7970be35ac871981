/**
 * Country, province and district as searchable dropdowns (MUI Autocomplete, loaded on first use: until then each
 * field is a plain text field with the same label, see PlaceField).
 * - Countries and, outside Vietnam, regions and districts come from the geographic-names service (RTK Query
 *   caches every answer). When a call fails the field accepts free text (freeSolo) so a booking is never
 *   blocked; the error is only logged.
 * - Vietnam uses the post-2025 units (34 provinces, then wards/communes) from src/domain/checkout/vnAddress.ts, loaded
 *   lazily on first use; the third field is then labelled Ward/Commune and also accepts typed text (the ward
 *   list is representative, see that file).
 * Choosing a new country clears province and district; a new province clears district (updateTravellerField).
 */
import { useEffect, useState } from 'react';
import { deferredWidget } from '@/components/deferredWidget';
import { TextField } from '@/components/TextField';
import { useTranslation } from 'react-i18next';
import { useGetChildrenQuery, useGetCountryInfoQuery } from '@/api';
import { GEONAMES_USER_PLACEHOLDER } from '@/api/config';
import { isVietnamCountry, type TravellerField } from '@/domain/checkout/checkout';
import { type TravellerForm } from '@/domain/checkout/checkoutState';
import type { Lang } from '@/domain/shared/language';
import { countryListArgs } from '../prefetch';

type VnAddressModule = typeof import('@/domain/checkout/vnAddress');

/** The Vietnam address data, imported on first need. */
function useVnAddress(needed: boolean): VnAddressModule | null {
  const [mod, setMod] = useState<VnAddressModule | null>(null);
  useEffect(() => {
    if (!needed || mod) return;
    let alive = true;
    import('@/domain/checkout/vnAddress')
      .then((m) => {
        if (alive) setMod(m);
      })
      .catch((error: unknown) => console.error('Vietnam address data could not be loaded', error));
    return () => {
      alive = false;
    };
  }, [needed, mod]);
  return mod;
}

function useLogError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Geographic names: ${what} failed`, error);
  }, [error, what]);
}

import type { PlaceFieldProps } from './PlaceAutocomplete';

const place = deferredWidget<PlaceFieldProps>(
  () => import(/* webpackChunkName: "place-autocomplete" */ './PlaceAutocomplete'),
  'The place fields',
);

/** Starts loading the searchable place fields (once); the traveller step calls it when the form is reached. */
export const preloadPlaceFields = place.preload;

/**
 * A place field: a light stand-in (a combobox text field with the same label and messages; what is typed is
 * kept as the value) until the Autocomplete's code has arrived, then the Autocomplete, focused if the stand-in was.
 */
function PlaceField(props: PlaceFieldProps) {
  const standIn = place.useStandIn();
  // eslint-disable-next-line jsx-a11y/no-autofocus -- only when it replaces the focused stand-in
  if (standIn.ready) return <place.Component {...props} autoFocus={standIn.focused} />;
  const { id, label, value, required = true, error, onChange } = props;
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      required={required}
      error={!!error}
      helperText={error}
      value={value}
      {...standIn.handlers}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: {
          role: 'combobox',
          'aria-expanded': false,
          'aria-autocomplete': 'list',
          autoComplete: 'off',
        },
      }}
    />
  );
}

export interface AddressFieldsProps {
  lang: Lang;
  form: TravellerForm;
  errors: Partial<Record<TravellerField, string>>;
  onChange: (field: TravellerField, value: string) => void;
}

export function AddressFields({ lang, form, errors, onChange }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const username = GEONAMES_USER_PLACEHOLDER;

  const countriesQuery = useGetCountryInfoQuery(countryListArgs(lang));
  useLogError(countriesQuery.error, 'country list');
  const countries = countriesQuery.data?.geonames ?? [];
  const country = countries.find((c) => c.countryName === form.country);
  const vietnam = isVietnamCountry(form.country, country?.countryCode);
  const vn = useVnAddress(vietnam);

  const regionsQuery = useGetChildrenQuery(
    { geonameId: country?.geonameId ?? 0, username },
    { skip: vietnam || !country },
  );
  useLogError(regionsQuery.error, 'regions');
  const regions = regionsQuery.data?.geonames ?? [];
  const region = regions.find((r) => r.toponymName === form.province);

  const districtsQuery = useGetChildrenQuery(
    { geonameId: region?.geonameId ?? 0, username },
    { skip: vietnam || !region },
  );
  useLogError(districtsQuery.error, 'districts');
  const districts = districtsQuery.data?.geonames ?? [];

  const countryOptions = countries.map((c) => c.countryName);
  const provinceOptions = vietnam ? (vn?.vnProvinceNames() ?? []) : regions.map((r) => r.toponymName);
  const districtOptions = vietnam
    ? (vn?.vnWardsOf(form.province) ?? [])
    : districts.map((d) => d.toponymName);

  return (
    <>
      <PlaceField
        id="country"
        label={t('form.country')}
        value={form.country}
        options={countryOptions}
        freeSolo={!!countriesQuery.error}
        loading={countriesQuery.isLoading}
        error={errors.country}
        onChange={(v) => onChange('country', v)}
      />
      <PlaceField
        id="province"
        label={t('form.province')}
        value={form.province}
        options={provinceOptions}
        // Outside Vietnam: free text when the country is typed (not from the list) or its regions failed.
        freeSolo={!vietnam && (!country || !!regionsQuery.error)}
        loading={vietnam ? !vn : regionsQuery.isFetching}
        error={errors.province}
        onChange={(v) => onChange('province', v)}
      />
      <PlaceField
        id="district"
        label={vietnam ? t('form.ward') : t('form.district')}
        value={form.district}
        options={districtOptions}
        freeSolo={vietnam || !region || !!districtsQuery.error}
        loading={vietnam ? !vn : districtsQuery.isFetching}
        // The spec enforces it but shows no required marker.
        required={false}
        error={errors.district}
        onChange={(v) => onChange('district', v)}
      />
    </>
  );
}
