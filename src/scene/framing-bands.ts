// The bands of a phone's board window the DOM lies over (px): the region tabs
// at its top, the slide hint at its foot. Read by the framing (DecisionFraming:
// no target framed under them) and by the tabs, which are the page's even when
// the scene is drawn in the worker (so this file imports nothing of three.js).
export const TABS_BAND = 52;
export const HINT_BAND = 30;
