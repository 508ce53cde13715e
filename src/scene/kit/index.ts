// The board kit: what a game's view half builds its table from, so a new
// game writes its layout and rules-specific pieces, not view machinery.
//   dice at rest or gliding ... face-rotation, DiceInstances, MovingDice, piece-motion, session-layers
//   glides ................... glide (one set of durations, one easing)
//   legal targets ............ Highlights (ring, square or fitted frame, by tone), hover (pointer and cursor)
//   picking .................. createPicking (targetsOf → lit, click/tap, arrows, choices, hint, undo, probe),
//                              usePickPointer (mouse, finger, long press on a board's mesh),
//                              usePickMarks (the lit targets as marks in their tones, and a phone's tap points)
//   keys ..................... keymap: rows { keys, does, run } that handle presses and print the help's key table
//   pieces ................... Pieces + piece-shapes (chips, nuggets, cubes, hexes, houses, meeples, or a game's painted model:
//                              made in code, or a models-script node through useModelShape), ModelInstances (glTF copies)
//   camera ................... framing (fit a table rectangle), CameraGlide (move the orbit camera there),
//                              camera-tour + TourCamera (steps shown one by one, a dwell each, then home),
//                              useDecisionTargets (where the decision's targets lie: a phone frames them),
//                              useTableRegions (cards, mats: a phone's tabs frame them)
//   labels ................... TableLabel (on canvas-texture.ts)
//   tests .................... probe (screen points of named things on window.tabletop)
//   plumbing ................. memoBySession (one controller per session), useKick (wake the demand frameloop)
export { faceUpQuaternion, dieMatrix, dieRestY, dieHalfHeight } from './face-rotation.ts';
export { DiceInstances } from './DiceInstances.tsx';
export { ModelInstances, type InstancesHandle, type InstanceEvent, type ModelInstancesProps } from './ModelInstances.tsx';
export { useModelParts, modelParts, type ModelPart } from './model-parts.ts';
export { MovingDice } from './MovingDice.tsx';
export { PieceMotion, type MovingPiece } from './piece-motion.ts';
export { settledDicePoses, setLayerVisible, throwLayer, flickLayer, THROW_LAYER, FLICK_LAYER } from './session-layers.ts';
export { GLIDES, ease, arc, progress, startGlide, stepGlide, newPose, copyPose, poseMatrix, hopSeconds, hopLift, type Glide, type GlideSpec, type PiecePose } from './glide.ts';
export { Highlights, TONES, type Mark, type MarkShape, type Tone } from './Highlights.tsx';
export { useHoverTarget } from './hover.ts';
export { createPicking, decidingSeat, type Picking, type PickingSpec, type PickingSession, type PickPath, type PickDir, type PickState, type PickChoices, type PointerKind } from './picking.ts';
export { usePickPointer, type PointerPicking, type PickPointerHandlers } from './use-picking.ts';
export { usePickMarks, pickMarks, type PickSpot } from './pick-marks.ts';
export { bindKeys, pressKey, keyTable, keyLine, keyFor, keyLabel, keyWords, arrowDir, ARROWS, type KeyRow, type KeyMap } from './keymap.ts';
export { Pieces, type Piece, type PieceLook, type MadeShape } from './Pieces.tsx';
export { ColouredInstances, roomFor, type ColouredInstancesProps } from './ColouredInstances.tsx';
export { pieceGeometry, pieceMaterial, type PieceShape, type MeepleOutline } from './piece-shapes.ts';
export { frameRect, fitDistance, rectAround, GAME_ROOM_FOV_DEG, type TableRect, type FramingOptions } from './framing.ts';
export { CameraGlide, useCameraLens } from './CameraGlide.tsx';
export { useDecisionTargets, useTableRegions, type TablePoint, type TableRegion } from './decision-targets.ts';
export { TableLabel, type LabelLine, type TableLabelProps } from './TableLabel.tsx';
export { registerProbe, type Probes, type ProbeTools, type ScreenPoint, type WorldPoint } from './probe.ts';
export { memoBySession } from './memo.ts';
export { useKick } from './wake.ts';
export { followFlickStages, FLICK_LINGER_MS, type FlickStageHooks } from './flick-stages.ts';
export { restPose, gather, settledThrow, trayRowSlot, type SettledDie } from './settled-row.ts';
export { RowTags, type RowTag } from './RowTags.tsx';
export { MovingModels, type MovingModelsProps } from './MovingDice.tsx';
// lane hops (issue 23): walks along hops and flights along an arc (Main Street's flights, Mail Run's riders); flick cover
export { HopPlan, FLY, flatDistance, tripSeconds, tripPoint, heldCounts, type Trip, type Hold, type Point3 } from './hops.ts';
export { useHops, type HopDrawing } from './use-hops.ts';
export { useFlickCover, useFlickCaptioner, followFlickCover, createFlickCover, type FlickCover, type FlickCoverStore } from './flick-cover.ts';
export { paintedGeometry, useModelShape } from './model-shape.ts';
export { createTour, queueSteps, skipTour, nextStep, useTourClock, type CameraTour, type TourState } from './camera-tour.ts';
export { TourCamera } from './TourCamera.tsx';
export { openPlate, fitCaption, printCaption, MIN_SQUEEZE, PLATE_FONT, type Plate, type PlateSpec, type CaptionStyle, type Paint, type PrintContext, type Fitted } from './printed-plate.ts';
export { PrintedPlate, type PrintedPlateProps } from './PrintedPlate.tsx';
export { CountSign, type CountSignProps } from './CountSign.tsx';
// lane gg (issue 23): a board's row of thrown dice follows the settled throw (Tableau Gulch, Gold in the Rivers)
export { useSettledThrow, followThrow, type ThrowSteps } from './use-settled-throw.ts';
// lane gambler-view (issue 23): a piece gliding into a place the board then draws itself (Tableau Gulch's dice into their boxes)
export { Handover } from './handover.ts';
export { useHandover } from './use-handover.ts';
// lane street-view (issue 23): pieces on their way drawn from a board's trips, and the trips of one step forward (Main Street's flights)
export { TripPieces, useStepTrips, type TripLook } from './TripPieces.tsx';
export { scheduleTrips, stepTrips, tripSwell, type StopTrip } from './hops.ts';
export { PickHighlights } from './PickHighlights.tsx';
// lane pony-view (issue 23): the camera behind a flick's shooter, looking along the shot (Mail Run's duels and Indians); a plate's glyphs (pictures as path data); the figures the flick layer has drawn
export { FlickCamera, frameFlick } from './FlickCamera.tsx';
export type { Glyph } from './printed-plate.ts';
export { drawnByFlickLayer } from './session-layers.ts';
// lane carson-view (issue 23): a step run with the position before and the one now (a tour fed by what a move settled)
export { useChange } from './use-change.ts';
// lane pony-view-2 (issue 23): heaps of gold nuggets (Mail Run's piles); a board's record of the throws it took over (Mail Run's rider's dice)
export { GoldHeaps } from './GoldHeaps.tsx';
export { heapNugget, nuggetHeaps, HEAP_LAYER } from './nugget-heap.ts';
export { useThrowsTaken, ThrowsTaken } from './use-settled-throw.ts';
// lane i18n-boards (issue 25): how each painted label's words fitted (printed plates' captions, TableLabel lines), for the test hook; a caption's wrapping
export { LABEL_FITS, LEGIBLE_SQUEEZE, labelFit, labelFitsOf, type LabelFit, type MeshLabelFit } from './label-fit.ts';
export { plateFits, wrapWords } from './printed-plate.ts';
export { MIN_LINE_SHRINK } from './TableLabel.tsx';
