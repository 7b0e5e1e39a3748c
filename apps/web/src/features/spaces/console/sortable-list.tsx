import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SortableListProps<T extends { key: string }> {
  items: readonly T[];
  /** What a row is called to screen readers and on its buttons. */
  labelOf: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  testId?: string;
}

/**
 * Rows put in order by dragging their handle (mouse or touch), by the keyboard on the handle (Space to
 * lift, arrows to move, Space to drop: dnd-kit's keyboard sensor) or by the up and down buttons beside it.
 */
export function SortableList<T extends { key: string }>({ items, labelOf, onMove, renderItem, testId }: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const indexOf = (key: unknown) => items.findIndex((item) => item.key === key);
  const nameOf = (key: unknown) => {
    const i = indexOf(key);
    return i >= 0 ? labelOf(items[i]!, i) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('manage_navigation.drag.lifted', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('manage_navigation.drag.over', { name: nameOf(active.id), position: indexOf(over.id) + 1 }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('manage_navigation.drag.dropped', { name: nameOf(active.id), position: indexOf(over.id) + 1 }) : undefined),
    onDragCancel: ({ active }) => t('manage_navigation.drag.cancelled', { name: nameOf(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('manage_navigation.drag.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" data-testid={testId}>
          {items.map((item, index) => (
            <SortableRow key={item.key} id={item.key}>
              {(handleProps) =>
                renderItem(
                  item,
                  index,
                  <MoveControls label={labelOf(item, index)} handleProps={handleProps} first={index === 0} last={index === items.length - 1} onMove={(by) => onMove(index, index + by)} />,
                )
              }
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

type HandleProps = Record<string, unknown>;

function SortableRow({ id, children }: { id: string; children: (handleProps: HandleProps) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined, opacity: isDragging ? 0.85 : undefined }}>
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </div>
  );
}

function MoveControls({ label, handleProps, first, last, onMove }: { label: string; handleProps: HandleProps; first: boolean; last: boolean; onMove: (by: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" color="gray" aria-label={t('manage_navigation.drag.handle', { name: label })} style={{ cursor: 'grab', touchAction: 'none' }} {...handleProps}>
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      <Tooltip label={t('manage_navigation.move_up')}>
        <ActionIcon variant="subtle" color="gray" disabled={first} onClick={() => onMove(-1)} aria-label={t('manage_navigation.move_up_named', { name: label })}>
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('manage_navigation.move_down')}>
        <ActionIcon variant="subtle" color="gray" disabled={last} onClick={() => onMove(1)} aria-label={t('manage_navigation.move_down_named', { name: label })}>
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
