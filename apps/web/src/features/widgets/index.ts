export { openInNewTab, runWidget } from './widget-actions';
export { openEmbeddedModal, openEventInfoModal, openReceptionModal } from './widget-modals';
