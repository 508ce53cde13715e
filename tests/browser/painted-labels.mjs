// Painted labels fit (issue 25): every label painted on the table (a printed
// board's captions, a TableLabel's lines) records how its words fitted its box
// (src/scene/kit/label-fit.ts) and window.tabletop.labelFits() hands the
// records over: printed whole, at or above its legible minimum, condensed no
// further than 0.8 of its width, never cut. The pseudo-locale and languages
// specs hold every game's room to it; no pixel is read.
import { until } from './helpers.mjs';

/** The painted labels once they are all painted: the list read twice, half a second apart, the same. */
export function paintedLabels(page, what) {
  return until(
    page,
    async () => {
      // [] while the room has not offered its records yet: until a room registers its probes,
      // window.tabletop answers an unknown method with a rejected promise. It is awaited here,
      // never left unhandled (an unhandled rejection is a page error that fails the spec).
      const read = async () => {
        try {
          const fits = await window.tabletop?.labelFits?.();
          return Array.isArray(fits) ? fits : [];
        } catch {
          return [];
        }
      };
      const fits = await read();
      if (fits.length === 0) return null;
      await new Promise((r) => setTimeout(r, 500));
      const again = await read();
      return again.length > 0 && JSON.stringify(again) === JSON.stringify(fits) ? again : null;
    },
    undefined,
    { timeoutMs: 90_000, what: `${what}'s painted labels` },
  );
}

/** A label that did not fit, in words for the assertion. */
export const misfit = (f) => `${f.mesh}: "${f.text}" ${f.cut ? 'cut' : `at ${f.px} px (legible from ${f.minPx}), condensed to ${f.squeeze}`}`;

/** Every painted label of the room fits; returns the labels. */
export async function expectLabelsFit(page, assert, where) {
  const fits = await paintedLabels(page, where);
  assert.deepEqual(fits.filter((f) => !f.fits).map(misfit), [], `${where}: every painted label fits`);
  return fits;
}
