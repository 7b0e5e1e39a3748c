import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { contactMessages } from './contact.schema';

/** Questions the person sent to an event's organisers (and the answers). */
export const contactExportPart: ExportPart = {
  tables: {
    contact_messages: rowsNaming(contactMessages, [contactMessages.userId]),
  },
};
