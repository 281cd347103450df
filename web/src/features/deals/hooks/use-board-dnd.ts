import {
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  type Over,
  pointerWithin,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ACTIVE_STAGES, type Deal, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { useCallback, useMemo, useRef, useState } from 'react';
import { stageLabel } from '../utils/deal-labels';

const isColumn = (id: UniqueIdentifier | undefined): id is DealStage =>
  (ACTIVE_STAGES as readonly unknown[]).includes(id);

const dealOf = (active: Active | null): Deal | null =>
  (active?.data.current?.deal as Deal | undefined) ?? null;

const name = (active: Active) => `Deal ${dealOf(active)?.title ?? ''}`;

const columnOf = (over: Over | null): DealStage | null =>
  isColumn(over?.id) ? (over?.id as DealStage) : null;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${name(active)}.`,
  onDragOver: ({ active, over }) => {
    const column = columnOf(over);
    return column
      ? `${name(active)} is over ${stageLabel(column)}.`
      : `${name(active)} is no longer over a stage.`;
  },
  onDragEnd: ({ active, over }) => {
    const column = columnOf(over);
    return column
      ? `${name(active)} was dropped in ${stageLabel(column)}.`
      : `${name(active)} was dropped.`;
  },
  onDragCancel: ({ active }) => `Moving ${name(active)} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To move a deal to another stage, press Space or Enter to pick it up, use the left and right arrow keys to choose the stage, then press Space or Enter to drop it, or Escape to cancel.',
};

/**
 * Drag and drop on the board. A mouse drags once moved a few pixels; a finger after a short
 * press (so the page still scrolls); the keyboard picks up with Space or Enter, moves one column
 * per left/right arrow and drops with Space or Enter. While dragging with the keyboard, the
 * column chosen by the arrows is the drop target, whatever the geometry says.
 */
export const useBoardDnd = (onMove: (deal: Deal, to: DealStage) => void) => {
  const keyboardTarget = useRef<DealStage | null>(null);
  const [dragged, setDragged] = useState<Deal | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, { context, currentCoordinates }) => {
      const step =
        event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
      if (event.code === KeyboardCode.Up || event.code === KeyboardCode.Down)
        event.preventDefault();
      const from = keyboardTarget.current;
      if (!step || !from) return undefined;
      event.preventDefault();
      const to =
        ACTIVE_STAGES[ACTIVE_STAGES.indexOf(from as (typeof ACTIVE_STAGES)[number]) + step];
      if (!to) return undefined;
      keyboardTarget.current = to;
      const rect = context.droppableRects.get(to);
      const width = context.collisionRect?.width ?? 0;
      // Without layout (tests) there are no rects: a nudge still makes the context re-evaluate.
      return rect && rect.width > 0
        ? { x: rect.left + (rect.width - width) / 2, y: currentCoordinates.y }
        : { x: currentCoordinates.x + step, y: currentCoordinates.y };
    },
    [],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const target = keyboardTarget.current;
    return target ? [{ id: target }] : pointerWithin(args);
  }, []);

  const reset = useCallback(() => {
    keyboardTarget.current = null;
    setDragged(null);
  }, []);

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    const deal = dealOf(active);
    setDragged(deal);
    keyboardTarget.current = deal && activatorEvent instanceof KeyboardEvent ? deal.stage : null;
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const deal = dealOf(active);
      reset();
      // Dropping a card on its own column (or outside the board) changes nothing.
      const to = columnOf(over);
      if (deal && to && to !== deal.stage) onMove(deal, to);
    },
    [onMove, reset],
  );

  const accessibility = useMemo(() => ({ announcements, screenReaderInstructions }), []);

  return {
    dragged,
    context: {
      sensors,
      collisionDetection,
      accessibility,
      onDragStart,
      onDragEnd,
      onDragCancel: reset,
    },
  };
};
