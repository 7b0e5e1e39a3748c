export { businessCardRoutes } from './routes';
export { LeaveCardModal } from './components/leave-card-modal';
export { canManageCards, isBoothStaff } from './rules';
export { useAutoCard } from './use-auto-card';
