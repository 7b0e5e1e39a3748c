// Preloaded into the server the API bench starts (`node --import`): counts the statements the server
// sends to PostgreSQL (one per round trip) and answers the count over the IPC channel, so the bench
// can tell round trips per request without touching the server's code.
import pg from 'pg';

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements++;
  return query.apply(this, args);
};

process.on('message', (message) => {
  if (message === 'statements?') process.send?.({ statements });
});
// The IPC channel must not keep the server alive once it stops.
process.channel?.unref();
