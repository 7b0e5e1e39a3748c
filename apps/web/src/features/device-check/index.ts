// Only ever loaded as a whole, when its check is opened: import('@/features/device-check').
export { DeviceCheck, DeviceCheckModal } from './device-check';
