import type { ExportPart } from '../../platform/account-export';

/** Presence holds only the sockets open this moment: nothing lasting to hand over. */
export const presenceExportPart: ExportPart = {
  tables: {},
  notPersonal: { presence_connections: 'the sockets open this moment (who is online); gone when they close, nothing kept' },
};
