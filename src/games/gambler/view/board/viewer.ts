// Tableau Gulch's home camera, apart from the board's layout (which imports three.js through the kit),
// so the room's mount reads it without loading three.js on a page whose scene is in the worker (issue 26).

/**
 * Where the home camera looks at the board from (the room's camera home,
 * src/games/gambler/view/Room.tsx): above and in front, about 34° from straight
 * down over the board's centre.
 */
export const VIEWER = { y: 105, z: 58 } as const;
