// The track's picture of each kind of space (its board and legend print
// them: view/board/track-paint.ts): SVG path data about the origin in a box of
// radius 1, each part filled or stroked, the shape of the kit plate's Glyph.
// Plain data, so it lives in the pure half beside the spaces' colours (colours.ts).
import type { SpaceKind } from './data/board.ts';

/** One part of a picture: filled or stroked, its path, its own ink (else the plate's). */
export type IconPart = readonly ['fill' | 'stroke', string, string?];

const WHEEL = (x: number) => `M${x - 0.22} .6a.22 .22 0 1 1 .44 0a.22 .22 0 1 1 -.44 0Z`;
/** A small picture per action (the kit plate's glyphs: SVG paths about the origin, radius 1). */
export const SPACE_ICONS: Record<SpaceKind, readonly IconPart[]> = {
  // A little locomotive: cab, boiler, chimney, wheels.
  station: [['fill', `M-.9-.1H.7V.45H-.9ZM.25-.7H.8V-.05H.25ZM-.75-.55H-.5V-.1H-.75Z${WHEEL(-0.55)}${WHEEL(0.05)}${WHEEL(0.55)}`]],
  // A feather.
  indians: [['fill', 'M.301 .01A.32 .85 20.054 1 0 -.301-.21A.32 .85 20.054 1 0 .301 .01Z'], ['stroke', 'M-.3 .9L.25-.85', '#00000055']],
  // Crossed pick and a nugget.
  mine: [['stroke', 'M-.8 .8L.5-.5M.015-.147A.6 .6 0 0 1 .853-.985'], ['fill', 'M.05 .45a.3 .3 0 1 0 .6 0a.3 .3 0 1 0 -.6 0Z']],
  // A glass of beer.
  saloon: [['fill', 'M-.5-.7L.5-.7L.38.8L-.38.8Z'], ['stroke', 'M.62-.28A.28 .28 0 0 1 .62 .28']],
  // Two cards fanned.
  relay: [['stroke', 'M-.718-.591L.154-.813L.475 .446L-.397 .669Z'], ['fill', 'M-.166-.765L.706-.542L.384 .717L-.488 .495Z']],
  // Hoof prints.
  plain: [['stroke', 'M-.101 .477A.28 .28 0 1 1 -.101 .223M.599-.223A.28 .28 0 1 1 .599-.477']],
};
