import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * PGlite is one Postgres session shared by every socket connection, so the socket server must never
 * let two connections' protocol exchanges interleave. pglite-socket (0.2) queues *messages*: it keeps a
 * transaction's messages together, but between transactions it can run connection A's Parse, then B's
 * BEGIN and B's whole transaction, then A's Bind, which binds B's last statement (pg-boss saw
 * `portal "" does not exist`, and connections were left waiting on a BEGIN forever). This makes the
 * queue serve one connection until its exchange is over: a simple Query, a Sync or a Terminate ends a
 * turn, and while the session is in a transaction the turn lasts until it ends. It also releases the
 * queue when a message fails, which the library leaves marked as busy.
 */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(
      message: Uint8Array,
      options: { onRawData: (data: Uint8Array) => void },
    ): Promise<void>;
  };
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

const SIMPLE_QUERY = 0x51; // 'Q'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'

/** Whether a message ends a connection's turn (a startup message, which has no type byte, does). */
function endsTurn(message: Uint8Array): boolean {
  const type = message[0];
  return type === SIMPLE_QUERY || type === SYNC || type === TERMINATE || type === 0;
}

export function serializeConnectionTurns(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error('pglite-socket changed: review serializeConnectionTurns');
  }
  let midTurn = false;

  queue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = midTurn || this.db.isInTransaction() ? this.lastHandlerId : null;
        let item: QueuedMessage | undefined;
        if (owner !== null) {
          const index = this.queue.findIndex((queued) => queued.handlerId === owner);
          if (index === -1) break; // the owner's next message has not arrived yet
          item = this.queue.splice(index, 1)[0];
        } else {
          item = this.queue.shift();
        }
        if (!item) break;
        let bytes = 0;
        this.lastHandlerId = item.handlerId;
        midTurn = !endsTurn(item.message);
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          midTurn = false;
          item.reject(error);
          continue;
        }
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that goes away in the middle of its turn gives the queue back.
  const clear = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number) => {
    if (queue.lastHandlerId === handlerId) midTurn = false;
    await clear(handlerId);
    await queue.processQueue();
  };
}
