// janode's Unix-socket transport imports createSocket; Foyer reaches Janus over WebSockets only.
'use strict';

module.exports.createSocket = function createSocket() {
  throw new Error('Unix datagram sockets are not available in Foyer: JANUS_URL takes ws:// addresses');
};
