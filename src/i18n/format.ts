// Numbers and money in the active language's format (Intl): "1,250" in
// English, "1.250" in German, "1 250" in Russian. The games' money is dollars.
import { currentLanguage } from './language.ts';

export const formatNumber = (n: number): string => new Intl.NumberFormat(currentLanguage()).format(n);

export const formatMoney = (dollars: number): string =>
  new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);

/** A number with exactly `digits` decimals in the active language ("0.41", "0,41"). */
export const formatDecimal = (x: number, digits: number): string =>
  new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
