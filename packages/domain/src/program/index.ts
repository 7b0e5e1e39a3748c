export * from './timetable';
