export { openInNewTab, runWidget } from './widget-actions';
export { openEmbeddedModal, openEventInfoModal, openReceptionModal } from './widget-modals';
export { registerContactConsoleSections } from './console-sections';
