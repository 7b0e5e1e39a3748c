export { appointmentPageRoutes } from './routes';
export { registerAppointmentPlugIns } from './plug-ins';
