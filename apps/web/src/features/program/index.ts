export { registerProgramPlugIns } from './plug-ins';
export { programRealtime } from './realtime';
export { groupSessionsQuery } from './api';
export { type ProgramClock, useProgramClock } from './clock';
export { registerProgramConsoleSections } from './console-sections';
