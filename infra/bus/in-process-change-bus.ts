import { EventEmitter } from 'node:events';
import type { ChangeBus, ChangeNotice } from '../../domain/ports/change-bus';

const CHANGE = 'change';

/**
 * The embedded default: projector and gateways in one process. Listeners run synchronously inside
 * publish, each guarded, so one failing gateway listener neither stops the others nor the runner.
 */
export const createInProcessChangeBus = (onListenerError: (error: unknown) => void = () => {}): ChangeBus => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (notice) => {
      emitter.emit(CHANGE, notice);
    },
    subscribe: (listener) => {
      const guarded = (notice: ChangeNotice) => {
        try {
          listener(notice);
        } catch (error) {
          onListenerError(error);
        }
      };
      emitter.on(CHANGE, guarded);
      return () => emitter.off(CHANGE, guarded);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
