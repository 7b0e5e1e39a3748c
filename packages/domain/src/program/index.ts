export * from './timetable';
export * from './time-zone';
