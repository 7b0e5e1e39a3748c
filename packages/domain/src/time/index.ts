/** One home for time (decision 0078): zones, ranges and slots, day parts, schedule times. */
export * from './zones';
export * from './ranges';
export * from './day-parts';
export * from './schedule-times';
