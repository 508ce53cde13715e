// What a board needs from the rules, as plain pure functions: the 8×8 map's
// cells, parcel corners and road edges, the action squares in order, prices,
// incomes and the duel odds for a seat on a target.

export {
  cellAt,
  colOf,
  rowOf,
  cellName,
  neighbours,
  parcelCorners,
  parcelEdges,
  edgeEnds,
  horizontalEdge,
  verticalEdge,
  pointAt,
  LATTICE,
  EDGES,
  isReached,
  roadPath,
  parcelPrice,
  buildingIncome,
  estateIncome,
  estateShares,
  firepower,
  revolvers,
  isProtected,
  housesOf,
} from './rules/board.ts';
export { duelOdds, duelStrength, winChances } from './rules/duel.ts';
export { placeTargets, placementError, squareOpen, sameTarget, cowboysOn } from './rules/placement.ts';
export { buildPrice, buildSites, houseSites } from './rules/construction.ts';
export { buildQueue, contestName } from './rules/resolve.ts';
export { targetName } from './rules/describe.ts';
export { describeTarget, type TargetInfo } from './rules/target-info.ts';
export { squareKey, cellKey, cardKey, parseKey, ruleTarget, actionTarget, targetInfo, type TargetKey, type Named } from './rules/board-targets.ts';
export { demandOf, whyNotThere, NO_WHITE_COWBOY, THROW_FIRST, isClosed, contestCaption, settledSign, pendingDuelSign, standingSign, signSeat, landingSign } from './rules/turn-words.ts';
export { isResolving, settledBetween, setupLanding, waitingAt, type Income, type Settled } from './rules/settled.ts';
export {
  SIZE,
  SQUARES,
  BUILD_PRICES,
  BUY_PRICES,
  CHARACTERS,
  CHARACTER_INFO,
  BUILDING_KINDS,
  BUILDINGS,
  RESOLUTION_STEPS,
  type SquareId,
  type BuildingKind,
  type CharacterId,
} from './data.ts';
