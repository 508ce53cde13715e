// The engine's input error codes, the same in every game (checkInput in
// input-checks.ts answers them). Apart so the contract can name them without
// importing the checks, which import the contract.

/** The engine's input error codes, the same in every game. */
export const INPUT_ERRORS = [
  /** Not an object, or an unknown input kind. */
  'bad-input',
  /** Anything after the end. */
  'game-over',
  /** A throw or flick result while a seat must decide. */
  'awaiting-decision',
  /** A decision or a flick while a throw is awaited. */
  'awaiting-throw',
  /** A decision or dice while a flick is awaited. */
  'awaiting-flick',
  /** A decision by a seat that is not the deciding one. */
  'wrong-seat',
  /** A decision without an action. */
  'bad-action',
  /** Faces that are not a list. */
  'bad-faces',
  /** Another number of faces than dice thrown. */
  'face-count',
  /** A face the die of that kind cannot show. */
  'bad-face',
  /** A flick outcome with fields missing or malformed. */
  'bad-flick',
  /** A flick outcome naming a figure that does not stand in this flick. */
  'unknown-figure',
] as const;
export type InputErrorCode = (typeof INPUT_ERRORS)[number];

const ENGINE_CODES: ReadonlySet<string> = new Set(INPUT_ERRORS);
/** True for the engine's own codes (a game's codes must not reuse them). */
export const isInputErrorCode = (code: string): code is InputErrorCode => ENGINE_CODES.has(code);
