import { createLoad } from './load';
import type { FromLoad, ToLoad } from './load-process';

// The child side of load-process.ts: runs the open-loop HTTP load and sends its records back.
let load: ReturnType<typeof createLoad> | null = null;

process.on('message', (message: ToLoad) => {
  if (message.type === 'join') return load?.join(message.candidateId, message.sessionId);
  load = createLoad(message.baseUrl, message.fair, message.scale);
  void load.run().then((result) => process.send!({ type: 'done', result } satisfies FromLoad));
});
