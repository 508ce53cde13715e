// Numbers and money in the active language's format (Intl): "1,250" in
// English, "1.250" in German, "1 250" in Russian. The games' money is dollars.
import { currentLanguage } from './language.ts';

export const formatNumber = (n: number): string => new Intl.NumberFormat(currentLanguage()).format(n);

export const formatMoney = (dollars: number): string =>
  new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
